// The invitation drawer: an email and a role, checked by the contract's own rules.
import { invitationCreateSchema, type CompanyInvitation } from '../../../contract/company';
import type { FormDeclaration } from '../../../engine/types';
import { COMPANY_ROLE_VALUES } from '../members';

const L = 'resources.buyer-invitations';
const fields = invitationCreateSchema.shape;

export const invitationForm: FormDeclaration<CompanyInvitation> = {
  sections: [
    {
      key: 'invite',
      titleKey: `${L}.sectionInvite`,
      descriptionKey: `${L}.sectionInviteText`,
      fields: [
        { name: 'email', labelKey: `${L}.email`, widget: { kind: 'text', autoComplete: 'off' }, schema: fields.email, wide: true },
        {
          name: 'role',
          labelKey: `${L}.role`,
          helpKey: `${L}.roleHelp`,
          widget: { kind: 'select', values: COMPANY_ROLE_VALUES },
          schema: fields.role,
          wide: true,
        },
      ],
    },
  ],
  defaults: { role: 'buyer' },
  toPayload: (values) => ({ email: typeof values.email === 'string' ? values.email.trim() : values.email, role: values.role }),
  submits: [{ key: 'send', labelKey: `${L}.send`, primary: true, successKey: 'companyPortal.invitationSent' }],
  afterCreate: 'list',
};

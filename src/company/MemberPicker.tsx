// Picks one of the company's active members (a member's own spend limit).
import { Select } from 'antd';
import type { CompanyMember } from '../contract/company';
import { useApiData } from '../engine/useApiData';
import type { FieldWidgetProps } from '../engine/types';
import { useTranslation } from '../i18n';

export function MemberPicker({ id, value, onChange }: FieldWidgetProps) {
  const { t } = useTranslation();
  const members = useApiData<CompanyMember[]>('/company/members', { status: 'active', limit: 100 });
  return (
    <Select<string>
      id={id}
      value={typeof value === 'string' ? value : undefined}
      onChange={(next) => onChange?.(next)}
      loading={members.loading}
      showSearch
      optionFilterProp="label"
      placeholder={t('resources.choose')}
      options={(members.data ?? []).map((member) => ({ value: member.user_id, label: `${member.name} · ${member.email}` }))}
    />
  );
}

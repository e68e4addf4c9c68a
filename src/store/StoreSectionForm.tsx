import type { BaseRecord } from '@refinedev/core';
import { Button, Form, type FormInstance } from 'antd';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ProblemsAlert } from '../engine/ProblemsAlert';
import { sectionProblems, type StoreSectionRecord } from '../contract/store';
import { translateMessage, useTranslation } from '../i18n';
import { toast } from '../providers/toast';
import { LeaveDialog } from '../engine/LeaveDialog';
import { DeclaredField } from '../engine/ResourceForm';
import { formNamePath } from '../engine/rules';
import type { FormContextValue } from '../engine/types';
import { useLeaveGuard } from '../engine/useLeaveGuard';
import { rememberSaved, saveStoreSection, storePayload, useQueryClient } from './api';
import { SavedSectionContext } from './bank-fields';
import type { StoreSectionDeclaration } from './sections';

type Mode = 'complete' | 'draft';

interface Props {
  declaration: StoreSectionDeclaration;
  record: StoreSectionRecord;
  /** After a save; the wizard moves on after a complete one. */
  onSaved?: (mode: Mode, saved: StoreSectionRecord) => void;
  /** The wizard's way back and the label of its main button. */
  onBack?: () => void;
  completeLabelKey?: string;
  /** Lets the wizard ask before switching steps with unsaved changes. */
  dirtyRef?: { current: () => boolean };
}

/** What the form holds of a saved section: bank details never hold the account number, only its mask. */
function toForm(record: StoreSectionRecord): Record<string, unknown> {
  const { account_number_masked: _masked, ...values } = record.data;
  return values;
}

/** One store section's form: the declared fields with the contract's rules, 'Save draft' and the main save. */
export function StoreSectionForm({ declaration, record, onSaved, onBack, completeLabelKey = 'storePage.save', dirtyRef }: Props) {
  const { t } = useTranslation('store');
  const [form] = Form.useForm();
  const client = useQueryClient();
  const headingId = useId();
  const [busy, setBusy] = useState<Mode | null>(null);
  const [problems, setProblems] = useState<Array<{ field: string; message: string }>>([]);
  const dirty = useRef(false);
  const isDirty = useCallback(() => dirty.current, []);
  const guard = useLeaveGuard(isDirty);
  useEffect(() => {
    if (dirtyRef) dirtyRef.current = isDirty;
  }, [dirtyRef, isDirty]);

  const place = (messages: Record<string, string>) => {
    const entries = Object.entries(messages);
    form.setFields(entries.map(([field, message]) => ({ name: formNamePath(field), errors: [translateMessage(message)] })));
    setProblems(entries.map(([field, message]) => ({ field, message: translateMessage(message) })));
  };

  const save = async (mode: Mode) => {
    setProblems([]);
    if (mode === 'complete') {
      try {
        await form.validateFields();
      } catch {
        toast.error(t('resources.fixFields'));
        return;
      }
    }
    const payload = storePayload(form.getFieldsValue(true) as Record<string, unknown>);
    const cross = mode === 'complete' ? sectionProblems(declaration.key, payload) : {};
    if (Object.keys(cross).length > 0) {
      place(cross);
      toast.error(t('resources.fixFields'));
      return;
    }
    setBusy(mode);
    const result = await saveStoreSection(declaration.key, payload, mode);
    setBusy(null);
    if (!result.success) {
      if (result.errors) place(result.errors);
      toast.error(translateMessage(result.message));
      return;
    }
    dirty.current = false;
    form.setFieldValue('current_password', undefined);
    rememberSaved(client, result.data);
    toast.success(translateMessage(result.message));
    onSaved?.(mode, result.data);
  };

  const context: FormContextValue<BaseRecord> = {
    form: form as FormInstance,
    mode: 'edit',
    record: record as unknown as BaseRecord,
    submit: async () => undefined,
    reload: async () => undefined,
    busy: busy !== null,
  };
  const Custom = declaration.component;

  return (
    <>
      <Form
        form={form}
        layout="vertical"
        initialValues={toForm(record)}
        onValuesChange={() => {
          dirty.current = true;
        }}
        onFinish={() => void save('complete')}
        className="resource-form"
        scrollToFirstError={{ behavior: 'smooth', block: 'center' }}
      >
        <ProblemsAlert problems={problems} />
        <section className="resource-card form-section" aria-labelledby={headingId}>
          <h2 id={headingId} className="form-section-title">
            {t(declaration.titleKey)}
          </h2>
          <p className="form-section-text">{t(declaration.descriptionKey)}</p>
          <SavedSectionContext.Provider value={record.data}>
            {Custom && declaration.componentFirst && <Custom {...context} />}
            <div className="form-grid">
              {declaration.fields.map((field) => (
                <DeclaredField key={field.name} field={field} />
              ))}
            </div>
            {Custom && !declaration.componentFirst && <Custom {...context} />}
          </SavedSectionContext.Provider>
        </section>
        <div className="form-footer is-sticky">
          {onBack && (
            <Button onClick={onBack} disabled={busy !== null}>
              {t('storePage.back')}
            </Button>
          )}
          <Button onClick={() => void save('draft')} loading={busy === 'draft'} disabled={busy === 'complete'}>
            {t('storePage.saveDraft')}
          </Button>
          <Button type="primary" htmlType="submit" loading={busy === 'complete'} disabled={busy === 'draft'}>
            {t(completeLabelKey)}
          </Button>
        </div>
      </Form>
      <LeaveDialog
        open={guard.asking}
        onLeave={() => {
          dirty.current = false;
          guard.leave();
        }}
        onStay={guard.stay}
      />
    </>
  );
}

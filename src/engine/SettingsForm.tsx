import { Button, Form, type FormInstance } from 'antd';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { ProblemsAlert } from './ProblemsAlert';
import { translateMessage, useTranslation } from '../i18n';
import type { ApiResult } from '../providers/http';
import { toast } from '../providers/toast';
import { LeaveDialog } from './LeaveDialog';
import { formNamePath } from './rules';
import { useLeaveGuard } from './useLeaveGuard';
import './forms.css';

export interface SettingsFormProps<Values, Saved> {
  form: FormInstance<Values>;
  initialValues: Partial<Values>;
  /** Sends the values; the answer's field errors land next to their fields. */
  submit: (values: Values) => Promise<ApiResult<Saved>>;
  onSaved?: (saved: Saved) => void;
  saveLabel: string;
  children: ReactNode;
  /** Keep the form's values after a save (a password form clears itself instead). */
  resetAfterSave?: boolean;
}

/** A form section with a heading, as docs/UI.md lays forms out. */
export function FormSection({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="resource-card form-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="form-section-title">
        {title}
      </h2>
      {text && <p className="form-section-text">{text}</p>}
      {children}
    </section>
  );
}

/**
 * The buyer's settings forms: contract rules on the fields, a sticky footer with a busy Save button,
 * the server's field errors next to the fields (and listed above), and a question before leaving with
 * unsaved changes.
 */
export function SettingsForm<Values extends object, Saved>({
  form,
  initialValues,
  submit,
  onSaved,
  saveLabel,
  children,
  resetAfterSave,
}: SettingsFormProps<Values, Saved>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Array<{ field: string; message: string }>>([]);
  const dirty = useRef(false);
  const isDirty = useCallback(() => dirty.current, []);
  const guard = useLeaveGuard(isDirty);

  const save = async (values: Values) => {
    setProblems([]);
    setBusy(true);
    const result = await submit(values);
    setBusy(false);
    if (!result.success) {
      const entries = Object.entries(result.errors ?? {});
      form.setFields(entries.map(([field, message]) => ({ name: formNamePath(field) as never, errors: [translateMessage(message)] })));
      setProblems(entries.map(([field, message]) => ({ field, message: translateMessage(message) })));
      toast.error(translateMessage(result.message));
      return;
    }
    dirty.current = false;
    if (resetAfterSave) form.resetFields();
    toast.success(translateMessage(result.message));
    onSaved?.(result.data);
  };

  return (
    <>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={() => {
          dirty.current = true;
        }}
        onFinish={(values) => void save(values)}
        onFinishFailed={() => toast.error(t('resources.fixFields'))}
        className="resource-form"
        scrollToFirstError={{ behavior: 'smooth', block: 'center' }}
        requiredMark
      >
        <ProblemsAlert problems={problems} />
        {children}
        <div className="form-footer is-sticky">
          <Button type="primary" htmlType="submit" loading={busy}>
            {saveLabel}
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

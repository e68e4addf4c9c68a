import { useCreate, useOne, useUpdate, type BaseRecord, type HttpError } from '@refinedev/core';
import { Alert, Button, Drawer, Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import { useCallback, useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LeaveDialog } from './LeaveDialog';
import { changedFields, useFormDeclaration } from './form-declaration';
import { PartBoundary } from './lazy-part';
import { translateMessage, useTranslation } from '../i18n';
import { toast } from '../providers/toast';
import { toastError } from './actions';
import { CategorySelect } from './CategorySelect';
import { fieldLabelKey, formNamePath, schemaRequires, zodRule } from './rules';
import { ErrorState, NotFoundState, PageHeader, PageSkeleton } from './states';
import {
  recordId,
  routeWithId,
  type FieldDeclaration,
  type FieldWidgetProps,
  type FormContextValue,
  type FormDeclaration,
  type PageProps,
  type Resource,
  type SubmitDeclaration,
} from './types';
import { useLeaveGuard } from './useLeaveGuard';
import { CountryWidget, CurrencyWidget, DateWidget, MoneyWidget, SwitchWidget } from './widgets';
import { intlLocale } from '../components/money';
import type { IntUnit } from '../contract/entity';
import './forms.css';

/** The unit's name as a number box's suffix ("days"), from Intl, so in the reader's language. */
const unitName = (unit: IntUnit, language: string): string =>
  new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit, unitDisplay: 'long' })
    .formatToParts(2)
    .filter((part) => part.type === 'unit')
    .map((part) => part.value)
    .join('');

type Variant = 'page' | 'drawer';

const DEFAULT_SUBMIT: SubmitDeclaration<BaseRecord> = { key: 'save', labelKey: 'resources.save', primary: true };

/** The control of a declared field; Form.Item hands it value, onChange and id, passed on to the real input. */
function FieldControl({ field, ...control }: { field: FieldDeclaration } & FieldWidgetProps) {
  const { t, i18n } = useTranslation();
  const widget = field.widget;
  // Each antd control types its own value; the form holds whatever the declaration says it holds.
  const props = control as Record<string, never>;
  switch (widget.kind) {
    case 'text':
      return <Input {...props} placeholder={widget.placeholderKey ? t(widget.placeholderKey) : undefined} autoComplete={widget.autoComplete ?? 'off'} />;
    case 'textarea':
      return <Input.TextArea {...props} rows={widget.rows ?? 4} maxLength={widget.maxLength} showCount={widget.maxLength !== undefined} />;
    case 'number': {
      const suffix = widget.suffixKey ? t(widget.suffixKey) : widget.unit ? unitName(widget.unit, i18n.resolvedLanguage ?? 'en') : undefined;
      return (
        <InputNumber<number>
          {...props}
          className="input-full"
          min={widget.min}
          max={widget.max}
          precision={0}
          suffix={suffix ? <span className="input-affix">{suffix}</span> : undefined}
        />
      );
    }
    case 'switch':
      return <SwitchWidget {...control} />;
    case 'date':
      return <DateWidget {...control} />;
    case 'country':
      return <CountryWidget {...control} />;
    case 'currency':
      return <CurrencyWidget {...control} />;
    case 'money':
      return <MoneyWidget {...control} currencyField={widget.currencyField} />;
    case 'select':
      return (
        <Select<string>
          {...props}
          allowClear={widget.allowClear}
          options={widget.values.values.map((value) => ({ value, label: t(`${widget.values.labelPrefix}.${value}`) }))}
          placeholder={t('resources.choose')}
        />
      );
    case 'multiSelect':
      return (
        <Select<string[]>
          {...props}
          mode="multiple"
          options={widget.values.values.map((value) => ({ value, label: t(`${widget.values.labelPrefix}.${value}`) }))}
          placeholder={t('resources.choose')}
        />
      );
    case 'tags':
      return (
        <Select<string[]>
          {...props}
          mode="tags"
          open={false}
          suffixIcon={null}
          tokenSeparators={[',', ';']}
          maxCount={widget.max}
          placeholder={widget.placeholderKey ? t(widget.placeholderKey) : undefined}
        />
      );
    case 'category':
      return <CategorySelect {...props} allowClear={widget.allowClear ?? true} />;
    case 'custom': {
      const Custom = widget.component;
      return (
        <PartBoundary inline>
          <Custom {...control} />
        </PartBoundary>
      );
    }
  }
}

/** One declared field: label, contract rule, required mark, help text. */
export function DeclaredField({ field }: { field: FieldDeclaration }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={field.name}
      label={t(field.labelKey)}
      required={field.required ?? schemaRequires(field.schema)}
      rules={field.schema ? [zodRule(field.schema, field.toSchemaValue)] : undefined}
      dependencies={field.dependencies}
      extra={field.helpKey ? t(field.helpKey) : undefined}
      className={field.wide ? 'form-field is-wide' : 'form-field'}
    >
      <FieldControl field={field} />
    </Form.Item>
  );
}

interface Problem {
  field: string;
  label: string;
  message: string;
}

interface FormBodyProps {
  resource: Resource;
  declaration: FormDeclaration<BaseRecord>;
  record?: BaseRecord;
  variant: Variant;
  reload: () => Promise<void>;
  /** Drawer: called after a save. */
  onSaved?: () => void;
  onCancel: () => void;
  /** Drawer: the drawer's own close (Escape, the ×) asks through the form, which knows about unsaved changes. */
  closeRef?: MutableRefObject<() => void>;
}

function FormBody({ resource, declaration, record, variant, reload, onSaved, onCancel, closeRef }: FormBodyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mode = record ? 'edit' : 'create';
  const id = record ? recordId(resource, record) : undefined;
  const [form] = Form.useForm();
  const [initialValues] = useState(() => (record ? (declaration.toForm ? declaration.toForm(record) : { ...record }) : { ...declaration.defaults }));
  /** The record as an edit's payload would carry it unchanged: what the submitted one is compared with. */
  const [originalPayload] = useState(() => (declaration.toPayload ? declaration.toPayload(initialValues, record) : initialValues));
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [problems, setProblems] = useState<{ titleKey: string; items: Problem[] } | null>(null);
  const [askCancel, setAskCancel] = useState(false);
  const dirty = useRef(false);
  const isDirty = useCallback(() => variant === 'page' && dirty.current, [variant]);
  const guard = useLeaveGuard(isDirty);
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  const headingId = useId();

  const labelOf = (serverField: string): string => {
    const key = fieldLabelKey(declaration, serverField);
    return key ? t(key) : serverField;
  };

  /** Shows messages (by server field name) on their fields; returns them as a list too. */
  const place = (messages: Record<string, string>): Problem[] => {
    const entries = Object.entries(messages);
    form.setFields(entries.map(([field, message]) => ({ name: formNamePath(field, declaration.fieldAliases), errors: [translateMessage(message)] })));
    return entries.map(([field, message]) => ({ field, label: labelOf(field), message: translateMessage(message) }));
  };

  const submit = async (key: string): Promise<string | undefined> => {
    const submitDeclaration = (declaration.submits ?? [DEFAULT_SUBMIT]).find((s) => s.key === key) ?? DEFAULT_SUBMIT;
    setProblems(null);
    try {
      await form.validateFields();
    } catch {
      toast.error(t('resources.fixFields'));
      form.scrollToField(form.getFieldsError().find((f) => f.errors.length > 0)?.name ?? [], { behavior: 'smooth', block: 'center' });
      return undefined;
    }
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const payload = { ...(declaration.toPayload ? declaration.toPayload(values, record) : values), ...submitDeclaration.values };
    const cross = declaration.crossCheck?.(payload) ?? {};
    if (Object.keys(cross).length > 0) {
      place(cross);
      toast.error(t('resources.fixFields'));
      return undefined;
    }
    const missing = submitDeclaration.check?.(payload, record) ?? {};
    if (Object.keys(missing).length > 0) {
      setProblems({ titleKey: submitDeclaration.checkTitleKey ?? 'resources.fixBeforeSaving', items: place(missing) });
      return undefined;
    }
    // PATCH carries only what changed; PUT replaces the record, so it takes everything.
    const sent = id && declaration.updateMethod !== 'put' ? changedFields(payload, originalPayload, submitDeclaration.values) : payload;
    setBusyKey(key);
    try {
      const saved = id
        ? await update({
            resource: resource.name,
            id,
            values: sent,
            meta: declaration.updateMethod === 'put' ? { method: 'put' } : undefined,
            successNotification: false,
            errorNotification: false,
          })
        : await create({ resource: resource.name, values: payload, successNotification: false, errorNotification: false });
      dirty.current = false;
      const savedId = recordId(resource, saved.data);
      toast.success(t(submitDeclaration.successKey ?? 'resources.saved'));
      if (variant === 'drawer') onSaved?.();
      else {
        const after = id ? (declaration.afterEdit ?? 'show') : (declaration.afterCreate ?? 'show');
        const pattern = after === 'edit' ? resource.routes.edit : after === 'show' ? (resource.routes.show ?? resource.routes.edit) : undefined;
        if (pattern && !(after === 'edit' && id)) navigate(routeWithId(pattern, savedId), { replace: !id });
        else if (after === 'list') navigate(resource.routes.list);
        else await reload();
      }
      return savedId;
    } catch (error) {
      const errors = (error as HttpError).errors;
      const messages = errors
        ? Object.fromEntries(Object.entries(errors).map(([field, value]) => [field, Array.isArray(value) ? String(value[0]) : String(value)]))
        : {};
      if (Object.keys(messages).length > 0) setProblems({ titleKey: 'resources.serverProblems', items: place(messages) });
      toastError(error);
      return undefined;
    } finally {
      setBusyKey(null);
    }
  };

  const cancel = () => {
    if (dirty.current) setAskCancel(true);
    else onCancel();
  };
  useEffect(() => {
    if (closeRef) closeRef.current = cancel;
  });

  const context: FormContextValue<BaseRecord> = { form: form as FormInstance, mode, record, submit, reload, busy: busyKey !== null };
  const shownSections = declaration.sections.filter((section) => !section.visible || section.visible({ mode, record }));
  const submits = (declaration.submits ?? [DEFAULT_SUBMIT]).filter((s) => !s.visible || s.visible({ mode, record }));

  const footer = (
    <div className={variant === 'page' ? 'form-footer is-sticky' : 'form-footer'}>
      <Button onClick={cancel} disabled={busyKey !== null}>
        {t('resources.cancel')}
      </Button>
      {submits.map((s) => (
        <Button
          key={s.key}
          type={s.primary ? 'primary' : 'default'}
          loading={busyKey === s.key}
          disabled={busyKey !== null && busyKey !== s.key}
          onClick={() => void submit(s.key)}
        >
          {t(s.labelKey)}
        </Button>
      ))}
    </div>
  );

  return (
    <>
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={() => {
          dirty.current = true;
        }}
        className={variant === 'page' ? 'resource-form' : 'resource-form is-drawer'}
        scrollToFirstError={{ behavior: 'smooth', block: 'center' }}
        onFinish={() => void submit(submits.find((s) => s.primary)?.key ?? submits[0]?.key ?? DEFAULT_SUBMIT.key)}
      >
        {problems && (
          <Alert
            type="error"
            showIcon
            className="form-problems"
            role="alert"
            message={t(problems.titleKey)}
            description={
              <ul>
                {problems.items.map((item) => (
                  <li key={item.field}>
                    <button
                      type="button"
                      className="link-like"
                      onClick={() => form.scrollToField(formNamePath(item.field, declaration.fieldAliases), { focus: true, block: 'center' })}
                    >
                      {item.label}
                    </button>
                    : {item.message}
                  </li>
                ))}
              </ul>
            }
          />
        )}
        {shownSections.map((section) => {
          const Custom = section.component;
          const titleId = `${headingId}-${section.key}`;
          return (
            <section key={section.key} className={variant === 'page' ? 'resource-card form-section' : 'form-section'} aria-labelledby={titleId}>
              <h2 id={titleId} className="form-section-title">
                {t(section.titleKey)}
              </h2>
              {section.descriptionKey && <p className="form-section-text">{t(section.descriptionKey)}</p>}
              {section.fields && (
                <div className="form-grid">
                  {section.fields.map((field) => (
                    <DeclaredField key={field.name} field={field} />
                  ))}
                </div>
              )}
              {Custom && (
                <PartBoundary>
                  <Custom {...context} />
                </PartBoundary>
              )}
            </section>
          );
        })}
        {footer}
      </Form>
      <LeaveDialog
        open={guard.asking || askCancel}
        onLeave={() => {
          dirty.current = false;
          if (askCancel) {
            setAskCancel(false);
            onCancel();
          } else guard.leave();
        }}
        onStay={() => {
          setAskCancel(false);
          guard.stay();
        }}
      />
    </>
  );
}

/** Loads the record to edit (when there is one), then the form; skeleton, not-found and error states. */
function FormLoader({
  resource,
  id,
  variant,
  onSaved,
  onCancel,
  closeRef,
}: {
  resource: Resource;
  id?: string;
  variant: Variant;
  onSaved?: () => void;
  onCancel: () => void;
  closeRef?: MutableRefObject<() => void>;
}) {
  const { t } = useTranslation();
  const { query, result } = useOne<BaseRecord, HttpError>({ resource: resource.name, id, queryOptions: { enabled: Boolean(id) }, errorNotification: false });
  // The form's declaration downloads while the record loads.
  const form = useFormDeclaration(resource);
  const reload = useCallback(async () => {
    if (id) await query.refetch();
  }, [id, query]);
  if (id) {
    if (query.isLoading) return <PageSkeleton />;
    if (query.error?.statusCode === 404)
      return <NotFoundState backTo={resource.routes.list} backLabel={t('resources.backToList', { list: t(resource.labelKey) })} />;
    if (query.isError || !result) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (form.failed) return <ErrorState error={null} onRetry={form.retry} />;
  if (!form.declaration) return <PageSkeleton />;
  return (
    <FormBody
      resource={resource}
      declaration={form.declaration}
      record={id ? result : undefined}
      variant={variant}
      reload={reload}
      onSaved={onSaved}
      onCancel={onCancel}
      closeRef={closeRef}
    />
  );
}

/** The create and edit pages: /<create> and /<edit>/:id. */
export default function ResourceFormPage({ resource }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const title = id ? t('resources.editTitle', { name: t(resource.singularKey) }) : t('resources.createTitle', { name: t(resource.singularKey) });
  return (
    <div className="resource-page">
      <PageHeader title={title} back={{ to: resource.routes.list, label: t(resource.labelKey) }} />
      {/* A new key per record: going from the new-product form to the saved draft starts a fresh form. */}
      <FormLoader
        key={id ?? 'new'}
        resource={resource}
        id={id}
        variant="page"
        onCancel={() => navigate(id && resource.routes.show ? routeWithId(resource.routes.show, id) : resource.routes.list)}
      />
    </div>
  );
}

/** Create and edit over the list, for small records (category requests). */
export function ResourceFormDrawer({ resource, open, id, onClose }: { resource: Resource; open: boolean; id?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const closeRef = useRef<() => void>(onClose);
  return (
    <Drawer
      open={open}
      onClose={() => closeRef.current()}
      title={id ? t('resources.editTitle', { name: t(resource.singularKey) }) : t('resources.createTitle', { name: t(resource.singularKey) })}
      width="min(520px, 100vw)"
      destroyOnHidden
      maskClosable={false}
      rootClassName="resource-drawer"
    >
      {open && <FormLoader key={id ?? 'new'} resource={resource} id={id} variant="drawer" onSaved={onClose} onCancel={onClose} closeRef={closeRef} />}
    </Drawer>
  );
}

import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Progress, Result, Steps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { Link, useSearchParams } from 'react-router';
import { useMediaQuery } from '../components/useMediaQuery';
import { STORE_SECTIONS, type StoreProfile, type StoreSection } from '../contract/store';
import { LeaveDialog } from '../engine/LeaveDialog';
import { ErrorState, PageHeader, PageSkeleton } from '../engine/states';
import { useStoreProfile } from './api';
import { STORE_SECTION_DECLARATIONS } from './sections';
import { StoreSectionForm } from './StoreSectionForm';
import './store.css';

const DONE = 'done';
type Step = StoreSection | typeof DONE;

const isSection = (value: string | null): value is StoreSection => STORE_SECTIONS.includes(value as StoreSection);

/** Where the wizard opens: the step in the address (a reload stays put), else the first incomplete section. */
export function resumeStep(requested: string | null, profile: StoreProfile): Step {
  if (isSection(requested) || requested === DONE) return requested;
  return profile.next_section ?? DONE;
}

/**
 * /SellerStoreWizard: the six sections in order, each saved as a draft or completed before the next.
 * The step lives in the query string (?step=), so a reload or the back button lands on the same step,
 * and a seller who comes back later resumes at the first incomplete section.
 */
export default function StoreWizard() {
  const { t } = useTranslation('store');
  const profile = useStoreProfile();
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery('(min-width: 992px)');
  const dirtyRef = useRef<() => boolean>(() => false);
  const [pendingStep, setPendingStep] = useState<Step | null>(null);

  if (profile.isLoading) return <PageSkeleton />;
  if (profile.isError || !profile.data) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;

  const data = profile.data;
  const step = resumeStep(params.get('step'), data);
  const index = step === DONE ? STORE_SECTIONS.length : STORE_SECTIONS.indexOf(step);
  const completed = data.sections.filter((section) => section.complete).length;

  const go = (next: Step) => {
    // Other parameters (the sidebar's state) stay as they are.
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('step', next);
      return updated;
    });
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  };
  const ask = (next: Step) => (dirtyRef.current() ? setPendingStep(next) : go(next));
  const after = (section: StoreSection): Step => STORE_SECTIONS[STORE_SECTIONS.indexOf(section) + 1] ?? DONE;

  return (
    <div className="resource-page store-wizard">
      <PageHeader title={t('storePage.wizardTitle')}>
        <p className="form-section-text">{t('storePage.wizardText')}</p>
        <div className="store-wizard-progress">
          <Progress
            percent={Math.round((completed / STORE_SECTIONS.length) * 100)}
            size="small"
            status={completed === STORE_SECTIONS.length ? 'success' : 'active'}
            showInfo={false}
            aria-label={t('storePage.sectionsDone', { done: completed, total: STORE_SECTIONS.length })}
          />
          <span>{t('storePage.sectionsDone', { done: completed, total: STORE_SECTIONS.length })}</span>
        </div>
      </PageHeader>
      <div className="store-wizard-body">
        <nav className="resource-card store-wizard-steps" aria-label={t('storePage.stepsLabel')}>
          <Steps
            direction={wide ? 'vertical' : 'horizontal'}
            size="small"
            responsive={false}
            current={index}
            onChange={(chosen) => ask(STORE_SECTIONS[chosen] ?? DONE)}
            items={STORE_SECTION_DECLARATIONS.map((declaration, position) => {
              const record = data.sections.find((s) => s.section === declaration.key);
              const Icon = declaration.icon;
              return {
                title: wide ? t(declaration.titleKey) : undefined,
                description: wide
                  ? record?.complete
                    ? t('storePage.complete')
                    : record?.updated_at
                      ? t('storePage.draft')
                      : t('storePage.notStarted')
                  : undefined,
                status: position === index ? 'process' : record?.complete ? 'finish' : 'wait',
                icon: record?.complete && position !== index ? <CheckCircleFilled aria-hidden /> : <Icon aria-hidden />,
                'aria-label': `${t(declaration.titleKey)}: ${record?.complete ? t('storePage.complete') : t('storePage.incomplete')}`,
              };
            })}
          />
          {!wide && step !== DONE && (
            <p className="store-wizard-step-caption">
              {t('storePage.stepOf', { step: index + 1, total: STORE_SECTIONS.length })} · {t(STORE_SECTION_DECLARATIONS[index].titleKey)}
            </p>
          )}
        </nav>
        <div className="store-wizard-main">
          {step === DONE ? (
            <WizardSummary profile={data} onOpen={ask} />
          ) : (
            <StoreSectionForm
              key={step}
              declaration={STORE_SECTION_DECLARATIONS[index]}
              record={data.sections[index]}
              dirtyRef={dirtyRef}
              completeLabelKey={index === STORE_SECTIONS.length - 1 ? 'storePage.saveAndFinish' : 'storePage.saveAndContinue'}
              onBack={index > 0 ? () => ask(STORE_SECTIONS[index - 1]) : undefined}
              onSaved={(mode, saved) => {
                if (mode === 'complete') go(after(saved.section));
              }}
            />
          )}
        </div>
      </div>
      <LeaveDialog
        open={pendingStep !== null}
        onLeave={() => {
          if (pendingStep) go(pendingStep);
          setPendingStep(null);
        }}
        onStay={() => setPendingStep(null)}
      />
    </div>
  );
}

/** The end of the wizard: everything complete, or which sections still need attention. */
function WizardSummary({ profile, onOpen }: { profile: StoreProfile; onOpen: (step: Step) => void }) {
  const { t } = useTranslation('store');
  const missing = profile.sections.filter((section) => !section.complete);
  if (missing.length === 0) {
    return (
      <Result
        className="resource-card"
        status="success"
        title={<h2 className="result-heading">{t('storePage.allDone')}</h2>}
        subTitle={t('storePage.allDoneText')}
        extra={
          <Link to="/ProductList">
            <Button type="primary">{t('storePage.goToProducts')}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <Result
      className="resource-card"
      status="info"
      title={<h2 className="result-heading">{t('storePage.almostDone')}</h2>}
      subTitle={t('storePage.almostDoneText', { count: missing.length })}
      extra={missing.map((section) => {
        const declaration = STORE_SECTION_DECLARATIONS.find((d) => d.key === section.section);
        return declaration ? (
          <Button key={section.section} onClick={() => onOpen(section.section)}>
            {t(declaration.titleKey)}
          </Button>
        ) : null;
      })}
    />
  );
}

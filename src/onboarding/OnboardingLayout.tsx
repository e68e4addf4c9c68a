import { CheckOutlined, LogoutOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button } from '../components/Button';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { Link, useNavigate } from 'react-router';
import { logOut } from '../public/logout';
import { PageFrame } from '../public/PageFrame';
import './onboarding.css';

export type OnboardingStep = 1 | 2 | 3;

export function LogOutButton({ className }: { className?: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<LogoutOutlined aria-hidden />}
      loading={busy}
      className={className}
      onClick={() => {
        setBusy(true);
        void logOut(navigate);
      }}
    >
      {t('common.logOut')}
    </Button>
  );
}

/** Where the seller is in onboarding: done steps get a tick, the current one aria-current="step". */
export function OnboardingSteps({ current }: { current: OnboardingStep }) {
  const { t } = useTranslation('account');
  const steps = [t('onboarding.stepEmail'), t('onboarding.stepMobile'), t('onboarding.stepBusiness')];
  return (
    <nav aria-label={t('onboarding.progress')} className="onboarding-steps-nav">
      <ol className="onboarding-steps">
        {steps.map((label, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <li key={label} className={`onboarding-step is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="onboarding-step-marker" aria-hidden="true">
                {state === 'done' ? <CheckOutlined aria-hidden /> : step}
              </span>
              <span className="onboarding-step-label">
                {label}
                {state !== 'todo' && <span className="visually-hidden"> ({state === 'done' ? t('onboarding.stepDone') : t('onboarding.stepCurrent')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The frame of every onboarding step: the top bar, "Seller onboarding · Step n of 3" with Log out,
 * the step indicator, then the step's card. `wide` is for the business form's two columns.
 */
export function OnboardingLayout({ step, title, wide = false, children }: { step: OnboardingStep; title: string; wide?: boolean; children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <PageFrame title={title}>
      <div className={wide ? 'container onboarding is-wide' : 'container onboarding'}>
        <div className="onboarding-header">
          <p className="onboarding-eyebrow">
            <span className="onboarding-eyebrow-context">
              {t('onboarding.eyebrow')}
              <span aria-hidden="true"> · </span>
            </span>
            <span>{t('onboarding.stepOf', { step })}</span>
          </p>
          <LogOutButton className="onboarding-logout" />
        </div>
        <OnboardingSteps current={step} />
        <section className="onboarding-card">{children}</section>
        <p className="onboarding-help">
          <QuestionCircleOutlined aria-hidden /> {t('onboarding.needHelp')} <Link to="/HelpCenter">{t('onboarding.helpCenter')}</Link>
        </p>
      </div>
    </PageFrame>
  );
}

import { useTranslation } from '../i18n';
import './footer.css';

/** Where the visitor is in recovery sign-in: find the account, enter the code, set a new password. */
export function RecoverySteps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  const steps = [t('recovery.stepFind'), t('recovery.stepCode'), t('recovery.stepPassword')];
  return (
    <ol className="recovery-steps">
      {steps.map((label, index) => {
        const step = index + 1;
        return (
          <li key={label} className={step < current ? 'is-done' : undefined} aria-current={step === current ? 'step' : undefined}>
            {label}
          </li>
        );
      })}
    </ol>
  );
}

import { Alert } from 'antd';
import { useTranslation } from '../i18n';

/** The server's field problems above a form, already translated, when a save was refused. */
export function ProblemsAlert({ problems }: { problems: ReadonlyArray<{ field: string; message: string }> }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      className="form-problems"
      role="alert"
      message={t('resources.serverProblems')}
      description={
        <ul>
          {problems.map((problem) => (
            <li key={problem.field}>{problem.message}</li>
          ))}
        </ul>
      }
    />
  );
}

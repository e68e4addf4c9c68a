import { Alert, Button, Card, Skeleton, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { PerformanceBand, PerformanceMeasure, PerformanceMeasureResult, ScoreBand, SellerPerformance } from '../contract/performance';
import { useTranslation, type TFunction } from '../i18n';
import { api, type ApiResult } from '../providers/http';
import './performance.css';

/** The tag colour of each band (antd presets, readable in both themes). */
const BAND_COLORS: Record<ScoreBand, string> = {
  excellent: 'green',
  good: 'blue',
  needs_attention: 'gold',
  at_risk: 'red',
  new: 'default',
};

export const loadSellerPerformance = (signal?: AbortSignal): Promise<ApiResult<SellerPerformance>> =>
  api.get<SellerPerformance>('seller/performance', { signal, toast: false });

/** A measure's value as the seller reads it: shares as percentages, the reply time in minutes or hours, stars to one decimal. */
export function measureValueText(t: TFunction, measure: PerformanceMeasure, value: number, language: string): string {
  if (measure === 'reply_time') {
    if (value < 3600) return t('performance.minutes', { value: new Intl.NumberFormat(language).format(Math.max(1, Math.round(value / 60))) });
    return t('performance.hours', { value: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value / 3600) });
  }
  if (measure === 'rating') return `${new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)} ★`;
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value);
}

const BandTag = ({ band }: { band: ScoreBand | PerformanceBand }) => {
  const { t } = useTranslation('performance');
  return <Tag color={BAND_COLORS[band]}>{t(`performanceBand.${band}`)}</Tag>;
};

function MeasureRow({ result }: { result: PerformanceMeasureResult }) {
  const { t, i18n } = useTranslation('performance');
  const language = i18n.resolvedLanguage ?? 'en';
  const { measure, value, samples } = result;
  return (
    <li className="score-measure" data-testid={`measure-${measure}`}>
      <div className="score-measure-name">
        <Typography.Text strong>{t(`performanceMeasures.${measure}`)}</Typography.Text>
        <Typography.Text type="secondary" className="score-measure-explain">
          {t(`performanceExplain.${measure}`)}
        </Typography.Text>
      </div>
      <div className="score-measure-value">
        <Typography.Text strong>{value === null ? t('performance.noData') : measureValueText(t, measure, value, language)}</Typography.Text>
        {result.band && <BandTag band={result.band} />}
      </div>
      <Typography.Text type="secondary" className="score-measure-basis">
        {t('performance.lastDays', { count: result.period_days })} · {t(`performanceSamples.${measure}`, { count: samples })}
        {!result.counts && ` · ${t('performance.notCounted', { count: result.min_samples })}`}
      </Typography.Text>
    </li>
  );
}

/** What to reach on each measure that holds the score down, and the band it would give. */
function PulledDown({ score }: { score: SellerPerformance }) {
  const { t, i18n } = useTranslation('performance');
  const language = i18n.resolvedLanguage ?? 'en';
  if (score.band === 'new') return <Alert type="info" showIcon message={t('performanceBand.new')} description={t('performance.newText')} />;
  if (score.pulled_down_by.length === 0) return <Alert type="success" showIcon message={t('performance.allExcellent')} />;
  const measures = score.measures.filter((m) => score.pulled_down_by.includes(m.measure));
  return (
    <Alert
      type={score.band === 'at_risk' ? 'error' : 'warning'}
      showIcon
      message={t('performance.pulledDownBy')}
      description={
        <>
          <p className="score-pulled-text">{t('performance.pulledDownText')}</p>
          <ul className="score-pulled-list">
            {measures.map((m) => (
              <li key={m.measure}>
                <strong>{t(`performanceMeasures.${m.measure}`)}</strong>: {m.value === null ? '' : measureValueText(t, m.measure, m.value, language)}
                {m.next &&
                  ` → ${t('performance.next', { value: measureValueText(t, m.measure, m.next.threshold, language), band: t(`performanceBand.${m.next.band}`) })}`}
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}

/**
 * The seller's own performance score: its band, each measure with its period and sample size, what pulls
 * the band down, and the help article that explains the formula. Loads GET /v1/seller/performance itself.
 */
export function SellerScoreCard({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('performance');
  const [result, setResult] = useState<ApiResult<SellerPerformance> | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void loadSellerPerformance(controller.signal).then((answer) => {
      if (!controller.signal.aborted) setResult(answer);
    });
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => {
    setResult(null);
    setAttempt((n) => n + 1);
  }, []);

  const score = result?.success ? result.data : null;
  return (
    <Card
      className={className ? `seller-score-card ${className}` : 'seller-score-card'}
      title={t('performance.title')}
      extra={score && <BandTag band={score.band} />}
      data-testid="seller-score-card"
    >
      {result === null && <Skeleton active paragraph={{ rows: 4 }} />}
      {result && !result.success && (
        <Alert
          type="error"
          showIcon
          message={t('performance.loadFailed')}
          description={result.message}
          action={
            <Button size="small" onClick={retry}>
              {t('performance.retry')}
            </Button>
          }
        />
      )}
      {score && (
        <Space direction="vertical" size="middle" className="score-body">
          <Typography.Paragraph type="secondary" className="score-intro">
            {t('performance.intro')}
          </Typography.Paragraph>
          <PulledDown score={score} />
          <ul className="score-measures">
            {score.measures.map((measure) => (
              <MeasureRow key={measure.measure} result={measure} />
            ))}
          </ul>
          <div className="score-footer">
            <Link to={`/helpCenterDetails?id=${encodeURIComponent(score.help_slug)}`}>{t('performance.howItWorks')}</Link>
            {score.computed_at && (
              <Typography.Text type="secondary">
                {t('performance.computedAt', {
                  date: new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(score.computed_at)),
                })}
              </Typography.Text>
            )}
          </div>
        </Space>
      )}
    </Card>
  );
}

// Back office, help articles: the form's live preview, the body drawn as the help center will show it.
import { Form, Tag } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from '../../../i18n';
import { helpBlocks } from '../../../contract/help';
import type { AdminHelpArticle } from '../../../contract/admin';
import type { FormContextValue } from '../../../engine/types';

/** The body as the help center will show it: '## ' headings, bulleted and numbered lists, paragraphs. */
export function ArticleBody({ body }: { body: string }) {
  return (
    <>
      {helpBlocks(body).map((block, index) => (
        <Fragment key={index}>
          {block.kind === 'heading' && <h3>{block.text}</h3>}
          {block.kind === 'paragraph' && <p>{block.text}</p>}
          {block.kind === 'list' &&
            (block.ordered ? (
              <ol>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ol>
            ) : (
              <ul>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            ))}
        </Fragment>
      ))}
    </>
  );
}

/** Follows the title, summary and body fields as they are typed. */
export function ArticlePreview({ form, record }: FormContextValue<AdminHelpArticle>) {
  const { t } = useTranslation();
  const title = (Form.useWatch('title', form) as string | undefined) ?? '';
  const summary = (Form.useWatch('summary', form) as string | undefined) ?? '';
  const body = (Form.useWatch('body', form) as string | undefined) ?? '';
  const empty = !title.trim() && !body.trim();
  return (
    <div className="admin-article-preview" aria-live="polite">
      {record && <Tag color={record.published ? 'success' : 'default'}>{t(record.published ? 'adminPublished.true' : 'adminPublished.false')}</Tag>}
      {empty ? (
        <p className="cell-empty">{t('adminHelp.previewEmpty')}</p>
      ) : (
        <article className="help-article-body">
          <h2>{title}</h2>
          {summary && <p className="admin-article-summary">{summary}</p>}
          <ArticleBody body={body} />
        </article>
      )}
      <p className="cell-sub admin-format-hint">{t('adminHelp.formatHint')}</p>
    </div>
  );
}

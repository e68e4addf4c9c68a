// The help article form (create and edit pages), loaded with the first of them.
import { helpArticleCreateSchema, type AdminHelpArticle } from '../../../contract/admin';
import { HELP_LANGUAGE, HELP_TOPIC } from '../../common/values';
import type { FormDeclaration } from '../../../engine/types';
import { ArticlePreview } from './preview';

const fields = helpArticleCreateSchema.shape;

export const helpArticleForm: FormDeclaration<AdminHelpArticle> = {
  updateMethod: 'put',
  sections: [
    {
      key: 'article',
      titleKey: 'adminHelp.sectionArticle',
      descriptionKey: 'adminHelp.sectionArticleText',
      fields: [
        { name: 'title', labelKey: 'adminHelp.articleTitle', widget: { kind: 'text' }, schema: fields.title, wide: true },
        { name: 'summary', labelKey: 'adminHelp.summary', widget: { kind: 'textarea', rows: 2, maxLength: 500 }, schema: fields.summary, wide: true },
        {
          name: 'slug',
          labelKey: 'adminHelp.slug',
          helpKey: 'adminHelp.slugHelp',
          widget: { kind: 'text', placeholderKey: 'adminHelp.slugPlaceholder' },
          schema: fields.slug,
        },
        { name: 'language', labelKey: 'adminHelp.language', widget: { kind: 'select', values: HELP_LANGUAGE }, schema: fields.language },
        { name: 'topic', labelKey: 'adminHelp.topic', widget: { kind: 'select', values: HELP_TOPIC }, schema: fields.topic },
        {
          name: 'position',
          labelKey: 'adminHelp.position',
          helpKey: 'adminHelp.positionHelp',
          widget: { kind: 'number', min: 0, max: 10000 },
          schema: fields.position,
        },
      ],
    },
    {
      key: 'body',
      titleKey: 'adminHelp.sectionBody',
      descriptionKey: 'adminHelp.sectionBodyText',
      fields: [{ name: 'body', labelKey: 'adminHelp.body', widget: { kind: 'textarea', rows: 14, maxLength: 50000 }, schema: fields.body, wide: true }],
    },
    { key: 'preview', titleKey: 'adminHelp.preview', component: ArticlePreview },
  ],
  defaults: { language: 'en', topic: 'getting-started', position: 0, published: false },
  toForm: (article) => ({
    title: article.title,
    summary: article.summary,
    slug: article.slug,
    language: article.language,
    topic: article.topic,
    position: article.position,
    body: article.body,
  }),
  toPayload: (values, article) => {
    const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : values[name]);
    const payload: Record<string, unknown> = {
      title: text('title'),
      summary: text('summary'),
      slug: text('slug'),
      language: values.language,
      topic: values.topic,
      position: typeof values.position === 'number' ? values.position : 0,
      body: text('body'),
    };
    if (!article) payload.published = values.published === true;
    return payload;
  },
  submits: [
    { key: 'save', labelKey: 'adminHelp.save', primary: true, successKey: 'adminHelp.saved' },
    {
      key: 'publish',
      labelKey: 'adminHelp.saveAndPublish',
      visible: ({ mode }) => mode === 'create',
      values: { published: true },
      successKey: 'adminHelp.saved',
    },
  ],
  afterCreate: 'edit',
  afterEdit: 'edit',
};

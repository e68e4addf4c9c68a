// Back office: help articles (/admin/help-articles): every language, published or not; created and
// edited on a page with a live preview of the plain-text format; published and unpublished from the list.
import { EyeInvisibleOutlined, ReadOutlined, SendOutlined } from '@ant-design/icons';
import { helpArticleCreateSchema, type AdminHelpArticle } from '../../contract/admin';
import { adminPath, decide } from '../../admin/parts/api';
import { HELP_LANGUAGE, HELP_TOPIC, PUBLISHED } from '../../admin/parts/values';
import { defineResource } from '../_generic/types';
import { ArticlePreview, ArticleTitleCell, PublishedCell } from './parts';

const fields = helpArticleCreateSchema.shape;

export const adminHelpArticles = defineResource<AdminHelpArticle>({
  name: 'admin/help-articles',
  labelKey: 'adminHelp.title',
  singularKey: 'adminHelp.one',
  icon: ReadOutlined,
  routes: { list: '/admin/help-articles', create: '/admin/help-articles/new', edit: '/admin/help-articles/:id' },

  list: {
    columns: [
      { key: 'title', titleKey: 'adminHelp.articleTitle', field: 'title', cell: { kind: 'custom', cell: ArticleTitleCell }, sortKey: 'title', link: 'edit', card: 'title' },
      { key: 'language', titleKey: 'adminHelp.language', field: 'language', cell: { kind: 'enum', values: HELP_LANGUAGE } },
      { key: 'topic', titleKey: 'adminHelp.topic', field: 'topic', cell: { kind: 'enum', values: HELP_TOPIC }, sortKey: 'topic' },
      { key: 'position', titleKey: 'adminHelp.position', field: 'position', cell: { kind: 'number' }, sortKey: 'position', align: 'right' },
      { key: 'published', titleKey: 'adminHelp.state', cell: { kind: 'custom', cell: PublishedCell } },
      { key: 'updated', titleKey: 'adminHelp.updated', field: 'updated_at', cell: { kind: 'relativeTime' }, sortKey: 'updated_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'adminHelp.searchPlaceholder' },
      { kind: 'select', field: 'language', labelKey: 'adminHelp.language', values: HELP_LANGUAGE },
      { kind: 'select', field: 'topic', labelKey: 'adminHelp.topic', values: HELP_TOPIC },
      { kind: 'select', field: 'published', labelKey: 'adminHelp.state', values: PUBLISHED },
    ],
    defaultSort: { field: 'updated_at', order: 'desc' },
    rowActions: [
      { key: 'edit', kind: 'edit', labelKey: 'resources.edit' },
      {
        key: 'publish',
        kind: 'run',
        labelKey: 'adminHelp.publish',
        icon: SendOutlined,
        visible: (article) => !article.published,
        run: async (article, context) => {
          const result = await decide(adminPath('help-articles', article.id, 'publish'));
          if (result.success) await context.refresh();
        },
      },
      {
        key: 'unpublish',
        kind: 'run',
        labelKey: 'adminHelp.unpublish',
        icon: EyeInvisibleOutlined,
        danger: true,
        visible: (article) => article.published,
        confirm: { titleKey: 'adminHelp.unpublishTitle', textKey: 'adminHelp.unpublishText', confirmKey: 'adminHelp.unpublish' },
        run: async (article, context) => {
          const result = await decide(adminPath('help-articles', article.id, 'unpublish'));
          if (result.success) await context.refresh();
        },
      },
    ],
    emptyKey: 'adminHelp.empty',
    createKey: 'adminHelp.add',
  },

  form: {
    updateMethod: 'put',
    sections: [
      {
        key: 'article',
        titleKey: 'adminHelp.sectionArticle',
        descriptionKey: 'adminHelp.sectionArticleText',
        fields: [
          { name: 'title', labelKey: 'adminHelp.articleTitle', widget: { kind: 'text' }, schema: fields.title, wide: true },
          { name: 'summary', labelKey: 'adminHelp.summary', widget: { kind: 'textarea', rows: 2, maxLength: 500 }, schema: fields.summary, wide: true },
          { name: 'slug', labelKey: 'adminHelp.slug', helpKey: 'adminHelp.slugHelp', widget: { kind: 'text', placeholderKey: 'adminHelp.slugPlaceholder' }, schema: fields.slug },
          { name: 'language', labelKey: 'adminHelp.language', widget: { kind: 'select', values: HELP_LANGUAGE }, schema: fields.language },
          { name: 'topic', labelKey: 'adminHelp.topic', widget: { kind: 'select', values: HELP_TOPIC }, schema: fields.topic },
          { name: 'position', labelKey: 'adminHelp.position', helpKey: 'adminHelp.positionHelp', widget: { kind: 'number', min: 0, max: 10000 }, schema: fields.position },
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
    toForm: (article) => ({ title: article.title, summary: article.summary, slug: article.slug, language: article.language, topic: article.topic, position: article.position, body: article.body }),
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
      { key: 'publish', labelKey: 'adminHelp.saveAndPublish', visible: ({ mode }) => mode === 'create', values: { published: true }, successKey: 'adminHelp.saved' },
    ],
    afterCreate: 'edit',
    afterEdit: 'edit',
  },
});

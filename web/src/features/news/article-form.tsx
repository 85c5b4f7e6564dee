import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { parseTags } from "../../../../domain/news";
import {
  NEWS_CATEGORIES,
  NEWS_LIMITS,
  createArticleSchema,
  type CreateArticleInput,
  type NewsCategory,
} from "../../../../schema/news";
import { Button } from "../../components/button";
import { Field, TextInput, inputClass } from "../../components/form";
import { fieldErrors } from "../../lib/field-errors";
import { CATEGORY_LABELS, TagList } from "./article-parts";
import { Markdown } from "./markdown";
import type { Article } from "./queries";

type Values = {
  title: string;
  summary: string;
  content: string;
  imageUrl: string;
  category: NewsCategory;
  tags: string;
  isPublished: boolean;
  isFeatured: boolean;
};

const initialValues = (article?: Article): Values => ({
  title: article?.title ?? "",
  summary: article?.summary ?? "",
  content: article?.content ?? "",
  imageUrl: article?.imageUrl ?? "",
  category: article?.category ?? "general",
  tags: article?.tags.join(", ") ?? "",
  isPublished: article?.isPublished ?? false,
  isFeatured: article?.isFeatured ?? false,
});

/** product.md § News: title and content required; imageUrl a URL or null; tags comma-separated, trimmed, empties dropped. */
function validate(values: Values) {
  const result = createArticleSchema.safeParse({
    ...values,
    imageUrl: values.imageUrl.trim() || null,
    tags: parseTags(values.tags),
  });
  return { data: result.success ? result.data : null, errors: fieldErrors(result.error?.issues) };
}

export type ArticleFormProps = {
  article?: Article;
  /** The publishing button; the form is named by it too. */
  submitLabel: string;
  /** The other way out (issue 17: publishing is a choice of button, not a checkbox below the fold). */
  draftLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (input: CreateArticleInput) => void;
  onCancel: () => void;
};

export function ArticleForm({
  article,
  submitLabel,
  draftLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
}: ArticleFormProps) {
  const id = useId();
  // Which of the two submit buttons was pressed (read in the same event, so a ref), and which one is saving.
  const publishRef = useRef(true);
  const [publish, setPublish] = useState(true);
  const [values, setValues] = useState(() => initialValues(article));
  const [attempted, setAttempted] = useState(false);
  const [preview, setPreview] = useState(false);
  const { data, errors } = validate(values);
  const shown = attempted ? errors : {};
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const tags = parseTags(values.tags);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setPublish(publishRef.current);
    if (data && !pending) onSubmit({ ...data, isPublished: publishRef.current });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={submitLabel}>
      <Field label="Title" htmlFor={`${id}-title`} error={shown.title}>
        <TextInput
          id={`${id}-title`}
          value={values.title}
          onChange={(e) => set("title")(e.target.value)}
          maxLength={NEWS_LIMITS.title}
          placeholder="What happened?"
          aria-invalid={Boolean(shown.title)}
        />
      </Field>
      <Field
        label="Summary"
        htmlFor={`${id}-summary`}
        error={shown.summary}
        hint="One or two sentences shown on the news cards."
      >
        <textarea
          id={`${id}-summary`}
          value={values.summary}
          onChange={(e) => set("summary")(e.target.value)}
          maxLength={NEWS_LIMITS.summary}
          rows={2}
          className={inputClass}
        />
      </Field>
      <div className="space-y-1.5">
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={`${id}-content`} className="block text-sm font-medium text-slate-200">
            Content
          </label>
          <button
            type="button"
            onClick={() => setPreview((p) => !p)}
            className="text-xs font-medium text-emerald-400 hover:text-emerald-300"
          >
            {preview ? "Edit" : "Preview"}
          </button>
        </div>
        {preview ? (
          <div
            className="max-h-80 min-h-40 overflow-y-auto rounded-lg border border-slate-700 bg-slate-950 p-3"
            data-testid="content-preview"
          >
            {values.content.trim() ? (
              <Markdown source={values.content} className="text-sm leading-6" />
            ) : (
              <p className="text-sm text-slate-500">Nothing to preview yet.</p>
            )}
          </div>
        ) : (
          <textarea
            id={`${id}-content`}
            value={values.content}
            onChange={(e) => set("content")(e.target.value)}
            maxLength={NEWS_LIMITS.content}
            rows={10}
            className={`${inputClass} font-mono`}
            placeholder="Write in Markdown: **bold**, _italic_, `code`, lists, > quotes, [links](https://…)"
            aria-invalid={Boolean(shown.content)}
          />
        )}
        <div className="flex justify-between gap-3 text-xs">
          <span className="text-rose-400">{shown.content}</span>
          <span className="text-slate-500">
            {values.content.length.toLocaleString("en-US")} / {NEWS_LIMITS.content.toLocaleString("en-US")}
          </span>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" htmlFor={`${id}-category`}>
          <select
            id={`${id}-category`}
            value={values.category}
            onChange={(e) => set("category")(e.target.value as NewsCategory)}
            className={inputClass}
          >
            {NEWS_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="Image URL"
          htmlFor={`${id}-image`}
          error={shown.imageUrl}
          hint="Optional; shown when it is an https address."
        >
          <TextInput
            id={`${id}-image`}
            type="url"
            inputMode="url"
            value={values.imageUrl}
            onChange={(e) => set("imageUrl")(e.target.value)}
            maxLength={NEWS_LIMITS.imageUrl}
            placeholder="https://…"
            aria-invalid={Boolean(shown.imageUrl)}
          />
        </Field>
      </div>
      <Field
        label="Tags"
        htmlFor={`${id}-tags`}
        error={shown.tags}
        hint={tags.length ? undefined : "Comma-separated, e.g. bitcoin, etf"}
      >
        <TextInput
          id={`${id}-tags`}
          value={values.tags}
          onChange={(e) => set("tags")(e.target.value)}
          placeholder="bitcoin, etf"
        />
      </Field>
      <TagList tags={tags} label="Tags to save" className="-mt-2" />
      <Toggle id={`${id}-featured`} checked={values.isFeatured} onChange={set("isFeatured")} label="Featured">
        Shown in Featured Articles once published
      </Toggle>
      <p className="text-xs text-slate-400">
        {submitLabel} makes the article visible to everyone under Published News; a draft is only in My Articles.
      </p>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="secondary" disabled={pending} onClick={() => (publishRef.current = false)}>
          {pending && !publish ? pendingLabel : draftLabel}
        </Button>
        <Button type="submit" disabled={pending} onClick={() => (publishRef.current = true)}>
          {pending && publish ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function Toggle({
  id,
  checked,
  onChange,
  label,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-800 bg-slate-950/60 p-3"
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 accent-emerald-500"
      />
      <span>
        <span className="block text-sm font-medium text-white">{label}</span>
        <span className="block text-xs text-slate-400">{children}</span>
      </span>
    </label>
  );
}

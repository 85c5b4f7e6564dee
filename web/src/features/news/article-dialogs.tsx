import { Button } from "../../components/button";
import { Dialog } from "../../components/dialog";
import { messageOf } from "../../lib/api";
import { reportError } from "../../lib/query-client";
import { notifySuccess } from "../../lib/toast";
import { ArticleForm } from "./article-form";
import { useCreateArticle, useDeleteArticle, useUpdateArticle, type Article } from "./queries";

/** Each write ends the same way: its success toast and closing the dialog, or the server's message (product.md § Errors and notices). */
const outcome = (success: string, failure: string, onClose: () => void) => ({
  onSuccess: () => {
    notifySuccess(success);
    onClose();
  },
  onError: (error: unknown) => reportError(error, "Error", messageOf(error, failure)),
});

export function CreateArticleDialog({
  open,
  authorId,
  onClose,
}: {
  open: boolean;
  authorId: number;
  onClose: () => void;
}) {
  const create = useCreateArticle();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Create Article"
      description="Share news and analysis with the community."
      size="lg"
    >
      <ArticleForm
        submitLabel="Publish"
        draftLabel="Save as Draft"
        pendingLabel="Creating..."
        pending={create.isPending}
        onCancel={onClose}
        onSubmit={(input) =>
          create.mutate(
            { ...input, authorId },
            outcome("Article created successfully", "Failed to create article", onClose),
          )
        }
      />
    </Dialog>
  );
}

export function EditArticleDialog({ article, onClose }: { article: Article | null; onClose: () => void }) {
  const update = useUpdateArticle();
  return (
    <Dialog open={article !== null} onClose={onClose} title="Edit Article" size="lg">
      {article ? (
        <ArticleForm
          key={article.id}
          article={article}
          submitLabel={article.isPublished ? "Update Article" : "Publish"}
          draftLabel={article.isPublished ? "Unpublish to Draft" : "Save Draft"}
          pendingLabel="Updating..."
          pending={update.isPending}
          onCancel={onClose}
          onSubmit={(input) =>
            update.mutate(
              { ...input, id: article.id },
              outcome("Article updated successfully", "Failed to update article", onClose),
            )
          }
        />
      ) : null}
    </Dialog>
  );
}

/** product.md § News: deleting asks first, in our own dialog (never the browser's confirm box). */
export function DeleteArticleDialog({ article, onClose }: { article: Article | null; onClose: () => void }) {
  const remove = useDeleteArticle();
  const confirm = () => {
    if (!article) return;
    remove.mutate(article.id, outcome("Article deleted successfully", "Failed to delete article", onClose));
  };
  return (
    <Dialog
      open={article !== null}
      onClose={onClose}
      title="Delete Article"
      description="Are you sure you want to delete this article?"
    >
      {article ? (
        <p className="break-words rounded-lg border border-slate-800 bg-slate-950/60 p-3 text-sm text-slate-200">
          {article.title}
        </p>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? "Deleting..." : "Delete"}
        </Button>
      </div>
    </Dialog>
  );
}

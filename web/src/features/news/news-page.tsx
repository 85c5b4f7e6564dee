import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState, type ReactNode } from "react";
import { Button, buttonClass } from "../../components/button";
import { Card, Page, PageHeader } from "../../components/page";
import { Spinner } from "../../components/spinner";
import { Tabs } from "../../components/tabs";
import { messageOf } from "../../lib/api";
import { useAuth } from "../auth/queries";
import { ArticleCard } from "./article-card";
import { CreateArticleDialog, DeleteArticleDialog, EditArticleDialog } from "./article-dialogs";
import { featuredNewsQuery, myNewsQuery, publishedNewsQuery, type Article } from "./queries";

export type NewsTab = "published" | "mine";

export function NewsPage({ tab, onTabChange }: { tab: NewsTab; onTabChange: (tab: NewsTab) => void }) {
  const { user } = useAuth();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Article | null>(null);
  const [deleting, setDeleting] = useState<Article | null>(null);
  const create = () => setCreating(true);

  return (
    <Page>
      <PageHeader
        title="Crypto News"
        subtitle="News and analysis written by the Coinfolio community"
        actions={
          user ? (
            <Button onClick={create}>Create Article</Button>
          ) : (
            <Link to="/auth" className={buttonClass("secondary")}>
              Sign in to write
            </Link>
          )
        }
      />
      {user ? (
        <Tabs
          className="space-y-2"
          selectedIndex={tab === "mine" ? 1 : 0}
          onChange={(index) => onTabChange(index === 1 ? "mine" : "published")}
          items={[
            { key: "published", label: "Published News", content: <PublishedNews /> },
            {
              key: "mine",
              label: "My Articles",
              content: <MyArticles onCreate={create} onEdit={setEditing} onDelete={setDeleting} />,
            },
          ]}
        />
      ) : (
        <PublishedNews />
      )}
      {user ? <CreateArticleDialog open={creating} authorId={user.id} onClose={() => setCreating(false)} /> : null}
      <EditArticleDialog article={editing} onClose={() => setEditing(null)} />
      <DeleteArticleDialog article={deleting} onClose={() => setDeleting(null)} />
    </Page>
  );
}

function PublishedNews() {
  const featured = useQuery(featuredNewsQuery);
  const list = useInfiniteQuery(publishedNewsQuery);
  const articles = list.data?.pages.flat() ?? [];
  return (
    <div className="space-y-10">
      {featured.data?.length ? (
        <Section title="Featured Articles">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {featured.data.map((article) => (
              <ArticleCard key={article.id} article={article} layout="grid" />
            ))}
          </div>
        </Section>
      ) : null}
      <Section title="All News">
        {list.isPending ? (
          <Spinner label="Loading news..." />
        ) : list.isError ? (
          <LoadError error={list.error} retry={() => void list.refetch()} />
        ) : articles.length === 0 ? (
          <EmptyState text="No published articles yet." />
        ) : (
          <ArticleList articles={articles} more={list} />
        )}
      </Section>
    </div>
  );
}

function MyArticles({
  onCreate,
  onEdit,
  onDelete,
}: {
  onCreate: () => void;
  onEdit: (a: Article) => void;
  onDelete: (a: Article) => void;
}) {
  const list = useInfiniteQuery(myNewsQuery);
  const articles = list.data?.pages.flat() ?? [];
  if (list.isPending) return <Spinner label="Loading your articles..." />;
  if (list.isError) return <LoadError error={list.error} retry={() => void list.refetch()} />;
  if (articles.length === 0) {
    return (
      <EmptyState text="You haven't created any articles yet.">
        <Button className="mt-5" onClick={onCreate}>
          Create Your First Article
        </Button>
      </EmptyState>
    );
  }
  return (
    <ArticleList
      articles={articles}
      more={list}
      actions={(article) => (
        <>
          <Button variant="secondary" size="sm" onClick={() => onEdit(article)} aria-label={`Edit ${article.title}`}>
            Edit
          </Button>
          <Button variant="danger" size="sm" onClick={() => onDelete(article)} aria-label={`Delete ${article.title}`}>
            Delete
          </Button>
        </>
      )}
    />
  );
}

type More = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

function ArticleList({
  articles,
  more,
  actions,
}: {
  articles: Article[];
  more: More;
  actions?: (article: Article) => ReactNode;
}) {
  return (
    <div className="space-y-4">
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} layout="row" actions={actions?.(article)} />
      ))}
      {more.hasNextPage ? (
        <div className="flex justify-center pt-2">
          <Button variant="secondary" onClick={() => void more.fetchNextPage()} disabled={more.isFetchingNextPage}>
            {more.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-4 text-lg font-semibold text-white sm:text-xl">{title}</h2>
      {children}
    </section>
  );
}

function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center py-12 text-center">
      <svg
        viewBox="0 0 24 24"
        className="size-10 text-slate-600"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        aria-hidden
      >
        <path d="M5 4h11l3 3v13H5zM8 9h8M8 13h8M8 17h5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className="mt-3 text-sm text-slate-300">{text}</p>
      {children}
    </Card>
  );
}

function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Card className="py-10 text-center">
      <p className="text-sm text-rose-300">{messageOf(error, "Failed to load articles")}</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={retry}>
        Try again
      </Button>
    </Card>
  );
}

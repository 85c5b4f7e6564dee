import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ArticleForm } from "./article-form";
import type { Article } from "./queries";

function renderForm(article?: Article) {
  const onSubmit = vi.fn();
  render(
    <ArticleForm
      article={article}
      submitLabel="Publish"
      draftLabel="Save as Draft"
      pendingLabel="Creating..."
      pending={false}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole("button", { name: "Publish" }));
  return { onSubmit, type, submit };
}

describe("article form", () => {
  it("sends trimmed fields, tags split on commas with empties dropped, and no image as null", () => {
    const { onSubmit, type, submit } = renderForm();
    type("Title", "  ETF approved  ");
    type("Content", "Big **news**");
    type("Tags", " bitcoin, , etf ,,bitcoin ");
    expect(screen.getByRole("list", { name: "Tags to save" })).toHaveTextContent("#bitcoin#etf");
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      title: "ETF approved",
      content: "Big **news**",
      summary: null,
      imageUrl: null,
      category: "general",
      tags: ["bitcoin", "etf"],
      isPublished: true,
      isFeatured: false,
    });
  });

  it("'Save as Draft' sends the same article unpublished; there is no publish checkbox", () => {
    const { onSubmit, type } = renderForm();
    expect(screen.queryByRole("checkbox", { name: /Published/ })).toBeNull();
    type("Title", "Draft");
    type("Content", "Later");
    fireEvent.click(screen.getByRole("button", { name: "Save as Draft" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: "Draft", isPublished: false }));
  });

  it("requires a title and content", () => {
    const { onSubmit, submit } = renderForm();
    submit();
    expect(screen.getByText("Title is required")).toBeInTheDocument();
    expect(screen.getByText("Content is required")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(["javascript:alert(1)", "data:image/png;base64,AAAA", "not a url", "ftp://files.example/a.png"])(
    "refuses the image URL %s",
    (url) => {
      const { onSubmit, type, submit } = renderForm();
      type("Title", "T");
      type("Content", "C");
      type("Image URL", url);
      submit();
      expect(screen.getByText("Image URL must be an http(s) URL")).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it("accepts an https image URL and clears the error once fixed", () => {
    const { onSubmit, type, submit } = renderForm();
    type("Title", "T");
    type("Content", "C");
    type("Image URL", "javascript:alert(1)");
    submit();
    type("Image URL", "https://img.example/cover.png");
    expect(screen.queryByText("Image URL must be an http(s) URL")).toBeNull();
    submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ imageUrl: "https://img.example/cover.png" }));
  });

  it("starts from the article being edited and previews its Markdown as text-safe elements", () => {
    const article: Article = {
      id: 3,
      title: "Old",
      content: "<img src=x onerror=alert(1)> **bold**",
      summary: "Sum",
      authorId: 1,
      authorUsername: "ann",
      imageUrl: "https://img.example/a.png",
      category: "defi",
      tags: ["a", "b"],
      isPublished: true,
      isFeatured: true,
      viewCount: 0,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      publishedAt: new Date().toISOString(),
    };
    renderForm(article);
    expect(screen.getByLabelText("Title")).toHaveValue("Old");
    expect(screen.getByLabelText("Tags")).toHaveValue("a, b");
    expect(screen.getByLabelText("Category")).toHaveValue("defi");
    expect(screen.getByLabelText(/Featured/)).toBeChecked();
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    const preview = screen.getByTestId("content-preview");
    expect(preview.querySelector("strong")).toHaveTextContent("bold");
    expect(preview.querySelector("img")).toBeNull();
    expect(preview).toHaveTextContent("<img src=x onerror=alert(1)>");
  });
});

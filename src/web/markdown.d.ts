// A Markdown page imported as its HTML, rendered at build time (scripts/vite-markdown.mjs).
declare module "*.md" {
  const html: string;
  export default html;
}

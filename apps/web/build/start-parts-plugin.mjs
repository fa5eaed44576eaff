/** The chunks `roots` are and import statically, from the build's bundle. */
const closureOf = (bundle, roots) => {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || bundle[file]?.type !== 'chunk') return;
    seen.add(file);
    bundle[file].imports.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
};

/**
 * Names the files of the entry's start-up parts in index.html (issue 34). src/main.tsx imports
 * react-dom, react-router's DOM part, the providers and the router with `import()`, so that each
 * graph runs in a task of its own, and Vite lists in the page only what the entry imports
 * statically. Without these links the browser would learn of the parts only once the entry had
 * run, a round trip later, and Vite's loader would then add their ~30 links one by one.
 */
export const startPartsPlugin = () => ({
  name: 'portal-start-parts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle, chunk }) {
      if (!bundle || !chunk) return html;
      const inPage = closureOf(bundle, [chunk.fileName]); // Vite's own links
      const parts = [...closureOf(bundle, chunk.dynamicImports)].filter((file) => !inPage.has(file));
      // their styles too: a server-rendered page would otherwise show unstyled until they ran
      const styles = new Set(parts.flatMap((file) => [...(bundle[file].viteMetadata?.importedCss ?? [])]));
      // written as Vite writes its own (the server finds them so); crossorigin, or the cache misses
      const link = (rel, file) => ({
        tag: 'link',
        attrs: { rel, crossorigin: true, href: `/${file}` },
        injectTo: 'head',
      });
      return [
        ...[...styles].map((file) => link('stylesheet', file)),
        ...parts.map((file) => link('modulepreload', file)),
      ];
    },
  },
});

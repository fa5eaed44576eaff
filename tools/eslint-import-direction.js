import path from 'node:path';

// Import direction of the portal (docs/conventions.md "Portal"):
// shared → features → app. A feature never imports another feature, shared never imports
// a feature or app, and a feature never imports app.
const layerOf = (file) => {
  const m = file
    .split(path.sep)
    .join('/')
    .match(/apps\/web\/src\/(app|shared|features\/([^/]+))\//);
  if (!m) return undefined;
  return m[2] ? { layer: 'features', feature: m[2] } : { layer: m[1] };
};

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow shared → features → app; features do not import each other.' },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      // '@/…' is the portal's src (apps/web/vite.config.ts)
      const web = context.filename
        .split(path.sep)
        .join('/')
        .replace(/(apps\/web\/src)\/.*$/, '$1');
      const target = spec.startsWith('@/')
        ? path.join(web, spec.slice(2))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(context.filename), spec)
          : undefined;
      if (!target) return;
      const to = layerOf(target + '/');
      if (!to) return;
      const bad =
        (from.layer === 'shared' && to.layer !== 'shared') ||
        (from.layer === 'features' && to.layer === 'app') ||
        (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature);
      if (bad) {
        const target = to.feature ? `features/${to.feature}` : to.layer;
        const source = from.feature ? `features/${from.feature}` : from.layer;
        context.report({
          node: node.source,
          message: `${source} must not import ${target} (shared → features → app).`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-direction': rule } };

import path from 'node:path';

const FEATURE_PATH = /^(.*[\\/]src[\\/]features[\\/])([^\\/]+)(?:[\\/](.*))?$/;

/**
 * A feature may use another feature only through that feature's index.ts (its public face), and the
 * shared layers (platform, components, lib) may not reach up into features. This keeps each feature
 * folder changeable on its own (Bulletproof React's import/no-restricted-paths, without the plugin).
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "forbid importing another feature's internals, and features from shared layers" },
    messages: {
      crossFeature:
        "'{{from}}' may not import '{{target}}': another feature's internals. Import from features/{{feature}} (its index.ts) or move the shared code to a shared layer.",
      upward:
        "Shared code may not import from features ('{{target}}'); move the code it needs down into the shared layer.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const from = filename.match(FEATURE_PATH);
    const srcRoot = filename.match(/^(.*[\\/]src[\\/])/)?.[1];
    const isSharedLayer =
      srcRoot && !from && !/[\\/]src[\\/](app|test|scripts|security)[\\/]|[\\/]src[\\/][^\\/]+$/.test(filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      let resolved;
      if (source.startsWith('.')) resolved = path.resolve(path.dirname(filename), source);
      else if (source.startsWith('@/') && srcRoot) resolved = path.join(srcRoot, source.slice(2));
      else return;
      const target = resolved.match(FEATURE_PATH);
      if (!target) return;
      if (isSharedLayer) {
        context.report({ node, messageId: 'upward', data: { target: source } });
        return;
      }
      if (!from || from[2] === target[2]) return;
      const isPublicFace = target[3] === undefined || target[3] === 'index' || target[3] === 'index.ts';
      if (!isPublicFace) {
        context.report({
          node,
          messageId: 'crossFeature',
          data: { from: from[2], target: source, feature: target[2] },
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

export default { rules: { 'feature-boundaries': featureBoundaries } };

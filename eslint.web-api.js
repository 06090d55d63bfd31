// The web app's data layer, one way (docs/decisions/297):
// - a file in `apps/web/src/features/*/api` calls one endpoint: one call site of the HTTP client;
// - a query key is built by the feature's factory (`api/keys.ts`), never written as an array literal.

/** The functions that send an HTTP request; a local wrapper of one of them is caught by its call count. */
const HTTP_CLIENTS = new Set(['apiFetch', 'downloadFile', 'fetchContentList', 'fetch', 'wpFetch']);

/** The name a function is bound to (`const getX = () => ...`, `function getX()`), or null. */
function bindingName(fn) {
  if (fn.type === 'FunctionDeclaration') return fn.id?.name ?? null;
  const parent = fn.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  return null;
}

function enclosingFunctionName(node) {
  for (let n = node.parent; n; n = n.parent) {
    if (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression' || n.type === 'FunctionDeclaration') {
      const name = bindingName(n);
      if (name) return name;
    }
  }
  return null;
}

/** `apiFetch(a ? x : y)` or `{ method: a ? 'POST' : 'PUT' }` reach two endpoints from one call site. */
function endpointsOf(call) {
  const [url, options] = call.arguments;
  if (url?.type === 'ConditionalExpression') return 2;
  if (options?.type !== 'ObjectExpression') return 1;
  const method = options.properties.find((p) => p.type === 'Property' && p.key.name === 'method');
  return method?.value.type === 'ConditionalExpression' ? 2 : 1;
}

const oneEndpointPerFile = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A features/*/api file calls one endpoint (decision 297).' },
    schema: [],
    messages: {
      tooMany:
        'This api file reaches {{count}} endpoints; a features/*/api file calls one (docs/decisions/297). ' +
        'Split it into one file per call, named after the call (get-x.ts, create-x.ts), and compose them in a hook file if needed.',
    },
  },
  create(context) {
    const clientCalls = [];
    const callsByName = new Map();
    return {
      CallExpression(node) {
        if (node.callee.type !== 'Identifier') return;
        const name = node.callee.name;
        callsByName.set(name, (callsByName.get(name) ?? 0) + 1);
        if (HTTP_CLIENTS.has(name)) clientCalls.push(node);
      },
      'Program:exit'(program) {
        // A call site inside a local function counts once per call of that function in this file: a
        // wrapper such as `post(url, body)` used three times is three endpoints.
        const count = clientCalls.reduce((sum, call) => {
          const owner = enclosingFunctionName(call);
          const uses = owner ? (callsByName.get(owner) ?? 0) : 0;
          return sum + endpointsOf(call) * Math.max(1, uses);
        }, 0);
        if (count > 1) context.report({ node: program, messageId: 'tooMany', data: { count: String(count) } });
      },
    };
  },
};

export const webApiPlugin = { rules: { 'one-endpoint-per-file': oneEndpointPerFile } };

const KEY_MESSAGE =
  'Build query keys with the feature factory (features/<area>/api/keys.ts, shared/**/keys.ts), never a literal or a local constant (docs/decisions/297).';
const QUERY_CLIENT_METHODS =
  /^(setQueryData|getQueryData|setQueriesData|getQueriesData|ensureQueryData|fetchQuery|prefetchQuery|invalidateQueries|refetchQueries|removeQueries|resetQueries|cancelQueries)$/;

/** `no-restricted-syntax` entries for every web file but the factories. */
export const QUERY_KEY_RESTRICTIONS = [
  { selector: 'Property[key.name="queryKey"][value.type="ArrayExpression"]', message: KEY_MESSAGE },
  { selector: 'Property[key.name="queryKey"][value.type="TSAsExpression"]', message: KEY_MESSAGE },
  { selector: 'Property[key.name="queryKey"][value.type="Identifier"]', message: KEY_MESSAGE },
  {
    selector: `CallExpression[callee.property.name=${QUERY_CLIENT_METHODS}][arguments.0.type="ArrayExpression"]`,
    message: KEY_MESSAGE,
  },
];

/** For feature files outside `api/`: a feature reaches the server only through its api folder. */
export const HTTP_OUTSIDE_API_RESTRICTIONS = [
  {
    selector: 'CallExpression[callee.name=/^(apiFetch|downloadFile|fetchContentList|wpFetch)$/]',
    message: 'A feature calls the server only from its api folder, one call per file (docs/decisions/297).',
  },
];

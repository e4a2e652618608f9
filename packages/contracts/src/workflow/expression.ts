/**
 * The safe condition language of gateways and form checks (issue 4 §1): no eval, no vm. A tiny
 * recursive-descent parser turns the text into a tree once (at deploy time); evaluation walks it over
 * a read-only scope. Grammar, loosest first:
 *   or: and (("||" | "or") and)*      and: not (("&&" | "and") not)*      not: ("!" | "not") not | cmp
 *   cmp: add (("==" | "!=" | "<" | "<=" | ">" | ">=" | "in") add)?
 *   add: mul (("+" | "-") mul)*       mul: unary (("*" | "/" | "%") unary)*      unary: "-" unary | primary
 *   primary: number | 'string' | "string" | true | false | null | path | fn(args) | (expr) | [list]
 * A path is `name` or `a.b.c`; `${…}` around the whole text is accepted (Camunda habit).
 */
export type Expr =
  | { k: 'lit'; v: string | number | boolean | null }
  | { k: 'path'; p: string[] }
  | { k: 'list'; items: Expr[] }
  | { k: 'call'; fn: FunctionName; args: Expr[] }
  | { k: 'un'; op: '!' | '-'; e: Expr }
  | { k: 'bin'; op: BinaryOp; l: Expr; r: Expr };

type BinaryOp = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

const functions = {
  contains: (a: unknown, b: unknown) =>
    Array.isArray(a) ? a.some((x) => looseEquals(x, b)) : typeof a === 'string' && a.includes(String(b)),
  len: (a: unknown) => (Array.isArray(a) || typeof a === 'string' ? a.length : 0),
  isEmpty: (a: unknown) => a === null || a === undefined || a === '' || (Array.isArray(a) && a.length === 0),
  lower: (a: unknown) => String(a ?? '').toLowerCase(),
  upper: (a: unknown) => String(a ?? '').toUpperCase(),
  number: (a: unknown) => toNumber(a) ?? 0,
  daysBetween: (a: unknown, b: unknown) => {
    const from = Date.parse(String(a));
    const to = Date.parse(String(b));
    return Number.isNaN(from) || Number.isNaN(to) ? 0 : Math.round((to - from) / 86_400_000);
  },
} as const;
type FunctionName = keyof typeof functions;

export class ExpressionError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} at position ${position + 1}`);
  }
}

type Token = { t: 'num' | 'str' | 'id' | 'op'; v: string; at: number };

const operators = [
  '||',
  '&&',
  '==',
  '!=',
  '<=',
  '>=',
  '<',
  '>',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '(',
  ')',
  '[',
  ']',
  ',',
  '.',
];
export const maxExpressionLength = 500;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (/\s/.test(c)) {
      i++;
    } else if (/[0-9]/.test(c)) {
      const m = /^[0-9]+(\.[0-9]+)?/.exec(text.slice(i)) as RegExpExecArray;
      tokens.push({ t: 'num', v: m[0], at: i });
      i += m[0].length;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== c) {
        if (text[j] === '\\' && j + 1 < text.length) j++;
        value += text[j];
        j++;
      }
      if (j >= text.length) throw new ExpressionError('unterminated string', i);
      tokens.push({ t: 'str', v: value, at: i });
      i = j + 1;
    } else if (/[A-Za-z_\u4e00-\u9fff$]/.test(c)) {
      const m = /^[A-Za-z_\u4e00-\u9fff$][A-Za-z0-9_\u4e00-\u9fff$]*/.exec(text.slice(i)) as RegExpExecArray;
      tokens.push({ t: 'id', v: m[0], at: i });
      i += m[0].length;
    } else {
      const op = operators.find((o) => text.startsWith(o, i));
      if (!op) throw new ExpressionError(`unexpected character '${c}'`, i);
      tokens.push({ t: 'op', v: op, at: i });
      i += op.length;
    }
  }
  return tokens;
}

/** Parses a condition; throws ExpressionError naming the position of the first problem. */
export function parseExpression(source: string): Expr {
  let text = source.trim();
  if (text.length > maxExpressionLength) throw new ExpressionError('expression too long', maxExpressionLength);
  const wrapped = /^\$\{([\s\S]*)\}$/.exec(text);
  if (wrapped) text = wrapped[1] as string;
  const tokens = tokenize(text);
  let pos = 0;
  let depth = 0;
  const peek = () => tokens[pos];
  const at = () => peek()?.at ?? text.length;
  const isOp = (...vs: string[]) => {
    const tk = peek();
    return tk !== undefined && ((tk.t === 'op' && vs.includes(tk.v)) || (tk.t === 'id' && vs.includes(tk.v)));
  };
  const expect = (v: string) => {
    if (!isOp(v)) throw new ExpressionError(`expected '${v}'`, at());
    pos++;
  };
  const nested = <T>(f: () => T): T => {
    if (++depth > 40) throw new ExpressionError('expression nested too deeply', at());
    const result = f();
    depth--;
    return result;
  };
  const binary = (next: () => Expr, ops: Record<string, BinaryOp>): Expr => {
    let left = next();
    while (isOp(...Object.keys(ops))) {
      const op = ops[(peek() as Token).v] as BinaryOp;
      pos++;
      left = { k: 'bin', op, l: left, r: next() };
    }
    return left;
  };
  const orExpr = (): Expr => nested(() => binary(andExpr, { '||': '||', or: '||' }));
  const andExpr = (): Expr => binary(notExpr, { '&&': '&&', and: '&&' });
  const notExpr = (): Expr => {
    if (isOp('!', 'not')) {
      pos++;
      return { k: 'un', op: '!', e: nested(notExpr) };
    }
    return cmpExpr();
  };
  const cmpExpr = (): Expr => {
    const left = addExpr();
    if (isOp('==', '!=', '<', '<=', '>', '>=', 'in')) {
      const op = (peek() as Token).v as BinaryOp;
      pos++;
      return { k: 'bin', op, l: left, r: addExpr() };
    }
    return left;
  };
  const addExpr = (): Expr => binary(mulExpr, { '+': '+', '-': '-' });
  const mulExpr = (): Expr => binary(unary, { '*': '*', '/': '/', '%': '%' });
  const unary = (): Expr => {
    if (isOp('-')) {
      pos++;
      return { k: 'un', op: '-', e: nested(unary) };
    }
    return primary();
  };
  const primary = (): Expr => {
    const tk = peek();
    if (!tk) throw new ExpressionError('unexpected end', text.length);
    pos++;
    if (tk.t === 'num') return { k: 'lit', v: Number(tk.v) };
    if (tk.t === 'str') return { k: 'lit', v: tk.v };
    if (tk.t === 'op' && tk.v === '(') {
      const inner = orExpr();
      expect(')');
      return inner;
    }
    if (tk.t === 'op' && tk.v === '[') {
      const items: Expr[] = [];
      while (!isOp(']')) {
        items.push(orExpr());
        if (!isOp(']')) expect(',');
      }
      pos++;
      return { k: 'list', items };
    }
    if (tk.t !== 'id') throw new ExpressionError(`unexpected '${tk.v}'`, tk.at);
    if (tk.v === 'true' || tk.v === 'false') return { k: 'lit', v: tk.v === 'true' };
    if (tk.v === 'null') return { k: 'lit', v: null };
    if (isOp('(')) {
      if (!Object.hasOwn(functions, tk.v)) throw new ExpressionError(`unknown function '${tk.v}'`, tk.at);
      pos++;
      const args: Expr[] = [];
      while (!isOp(')')) {
        args.push(orExpr());
        if (!isOp(')')) expect(',');
      }
      pos++;
      return { k: 'call', fn: tk.v as FunctionName, args };
    }
    const path = [tk.v];
    while (isOp('.')) {
      pos++;
      const part = peek();
      if (part?.t !== 'id') throw new ExpressionError('expected a name after "."', at());
      path.push(part.v);
      pos++;
    }
    return { k: 'path', p: path };
  };
  if (tokens.length === 0) throw new ExpressionError('empty expression', 0);
  const tree = orExpr();
  if (pos < tokens.length) throw new ExpressionError(`unexpected '${(peek() as Token).v}'`, at());
  return tree;
}

function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  return null;
}

/** Form values arrive as strings from some widgets: "5" equals 5, null equals undefined. */
function looseEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return a == null && b == null;
  if (typeof a === 'number' || typeof b === 'number') {
    const x = toNumber(a);
    const y = toNumber(b);
    return x !== null && y !== null && x === y;
  }
  return false;
}

function compare(a: unknown, b: unknown): number | null {
  const x = toNumber(a);
  const y = toNumber(b);
  if (x !== null && y !== null && typeof a !== 'boolean' && typeof b !== 'boolean') return x - y;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return null;
}

/** Looks up a path (`days`, `form.days`); unknown names are undefined, never an error. */
export type ExpressionScope = (path: readonly string[]) => unknown;

export function scopeOf(...sources: Record<string, unknown>[]): ExpressionScope {
  return (path) => {
    for (const source of sources) {
      if (!Object.hasOwn(source, path[0] as string)) continue;
      let value: unknown = source;
      for (const key of path) {
        if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
        value = (value as Record<string, unknown>)[key];
      }
      return value;
    }
    return undefined;
  };
}

export function evaluate(e: Expr, scope: ExpressionScope): unknown {
  switch (e.k) {
    case 'lit':
      return e.v;
    case 'path':
      return scope(e.p);
    case 'list':
      return e.items.map((i) => evaluate(i, scope));
    case 'call':
      return (functions[e.fn] as (...a: unknown[]) => unknown)(...e.args.map((a) => evaluate(a, scope)));
    case 'un': {
      const v = evaluate(e.e, scope);
      return e.op === '!' ? !truthy(v) : -(toNumber(v) ?? 0);
    }
    case 'bin': {
      if (e.op === '||') return truthy(evaluate(e.l, scope)) || truthy(evaluate(e.r, scope));
      if (e.op === '&&') return truthy(evaluate(e.l, scope)) && truthy(evaluate(e.r, scope));
      const l = evaluate(e.l, scope);
      const r = evaluate(e.r, scope);
      switch (e.op) {
        case '==':
          return looseEquals(l, r);
        case '!=':
          return !looseEquals(l, r);
        case 'in':
          return Array.isArray(r) ? r.some((x) => looseEquals(x, l)) : false;
        case '+':
          return typeof l === 'string' || typeof r === 'string'
            ? `${l ?? ''}${r ?? ''}`
            : (toNumber(l) ?? 0) + (toNumber(r) ?? 0);
        case '-':
          return (toNumber(l) ?? 0) - (toNumber(r) ?? 0);
        case '*':
          return (toNumber(l) ?? 0) * (toNumber(r) ?? 0);
        case '/':
        case '%': {
          const d = toNumber(r) ?? 0;
          if (d === 0) return null;
          return e.op === '/' ? (toNumber(l) ?? 0) / d : (toNumber(l) ?? 0) % d;
        }
        default: {
          const c = compare(l, r);
          if (c === null) return false;
          return e.op === '<' ? c < 0 : e.op === '<=' ? c <= 0 : e.op === '>' ? c > 0 : c >= 0;
        }
      }
    }
  }
}

export function truthy(v: unknown): boolean {
  return !(v === false || v === null || v === undefined || v === 0 || v === '' || Number.isNaN(v));
}

/** Parse and evaluate in one go (form checks on the client); conditions should be parsed once. */
export function evaluateCondition(source: string | Expr, scope: ExpressionScope): boolean {
  return truthy(evaluate(typeof source === 'string' ? parseExpression(source) : source, scope));
}

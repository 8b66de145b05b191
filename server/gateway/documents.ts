import type { DocumentNode, ExecutionArgs, ExecutionResult, GraphQLInputType, GraphQLSchema, Source, ValidationRule } from 'graphql';
import { execute as graphqlExecute, getNamedType, getOperationAST, GraphQLError, isInputObjectType, isListType, isNonNullType, typeFromAST, validate } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { parseLimited, withCode } from './hardening';

interface PreparedOperation {
  compiled: CompiledQuery | ExecutionResult;
  /** Checks the @oneOf rule on the operation's variables (null when none reaches a @oneOf input object). */
  checkOneOf: ((values: Record<string, unknown>) => GraphQLError | null) | null;
}

/**
 * graphql-jit's variable coercion does not check @oneOf (validation only checks literals). This checks
 * just that rule on the variables that reach a @oneOf input object, with graphql-js's messages: exactly
 * one member given, and not null. graphql-jit's coercion then checks everything else. (Running
 * graphql-js's whole coercion for it cost 3–4% of a bet's server time, every placeBet coercing its
 * input twice.) Null when no variable reaches one.
 */
function oneOfCheckOf(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): PreparedOperation['checkOneOf'] {
  const reaches = new Map<string, boolean>();
  const reachesOneOf = (type: GraphQLInputType): boolean => {
    const named = getNamedType(type);
    if (!isInputObjectType(named)) return false;
    const known = reaches.get(named.name);
    if (known !== undefined) return known;
    reaches.set(named.name, false);
    const result = named.isOneOf || Object.values(named.getFields()).some((field) => reachesOneOf(field.type));
    reaches.set(named.name, result);
    return result;
  };
  const variables = (getOperationAST(document, operationName)?.variableDefinitions ?? [])
    .map((v) => ({ name: v.variable.name.value, type: typeFromAST(schema, v.type as never) as GraphQLInputType | undefined }))
    .filter((v): v is { name: string; type: GraphQLInputType } => v.type !== undefined && reachesOneOf(v.type));
  if (variables.length === 0) return null;

  /**
   * The first breach of the rule in `value` of `type`: where (the path below `value`, built only on the
   * way back from a breach: every placeBets checks its whole input) and the message; graphql-jit reports
   * anything else.
   */
  const breach = (type: GraphQLInputType, value: unknown): { at: string; message: string } | null => {
    if (value === null || value === undefined) return null;
    if (isNonNullType(type)) return breach(type.ofType, value);
    if (isListType(type)) {
      if (!Array.isArray(value)) return breach(type.ofType, value);
      for (let i = 0; i < value.length; i++) {
        const found = breach(type.ofType, value[i]);
        if (found) return { at: `[${i}]${found.at}`, message: found.message };
      }
      return null;
    }
    if (!isInputObjectType(type) || !reachesOneOf(type) || typeof value !== 'object' || Array.isArray(value)) return null;
    const fields = type.getFields();
    const record = value as Record<string, unknown>;
    if (type.isOneOf) {
      let given: string | null = null;
      let count = 0;
      for (const key of Object.keys(record)) {
        if (!(key in fields)) continue;
        count += 1;
        given ??= key;
      }
      if (count !== 1) return { at: '', message: `Exactly one key must be specified for OneOf type "${type.name}".` };
      if (record[given!] === null) return { at: `.${given}`, message: `Field "${given}" must be non-null.` };
    }
    for (const key of Object.keys(record)) {
      if (!(key in fields)) continue;
      const found = breach(fields[key]!.type, record[key]);
      if (found) return { at: `.${key}${found.at}`, message: found.message };
    }
    return null;
  };

  return (values) => {
    for (const { name, type } of variables) {
      const found = breach(type, values[name]);
      // A @oneOf variable that does not fit is a variable of the wrong type, like any other: BAD_USER_INPUT.
      if (found) return new GraphQLError(`Variable "$${name}" got invalid value at "${name}${found.at}"; ${found.message}`, { extensions: { code: 'BAD_USER_INPUT' } });
    }
    return null;
  };
}

/**
 * Per-document work done once: parsing (by query text, LRU), validation and graphql-jit compilation
 * (by document). The same query text always yields the same DocumentNode, so the later caches can
 * key on identity, and subscription fan-out can recognise subscribers of the same document.
 */
export class DocumentCache {
  private readonly parsed = new Map<string, DocumentNode>();
  private readonly validated = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  private readonly operations = new WeakMap<DocumentNode, Map<string, PreparedOperation>>();
  private readonly ids = new WeakMap<DocumentNode, number>();
  private nextId = 1;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly rules: readonly ValidationRule[],
    private readonly maxDocuments = 1_000,
  ) {}

  parse = (source: string | Source): DocumentNode => {
    if (typeof source !== 'string') return parseLimited(source);
    const hit = this.parsed.get(source);
    if (hit) {
      // Refresh its place: the map's order is least recently used first.
      this.parsed.delete(source);
      this.parsed.set(source, hit);
      return hit;
    }
    const document = parseLimited(source);
    this.parsed.set(source, document);
    if (this.parsed.size > this.maxDocuments) this.parsed.delete(this.parsed.keys().next().value!);
    return document;
  };

  /** Validation against the gateway's rules (the schema and rules are fixed per cache). */
  validate = (_schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] => {
    let errors = this.validated.get(document);
    if (!errors) {
      errors = validate(this.schema, document, this.rules).map((err) => withCode(err, 'GRAPHQL_VALIDATION_FAILED'));
      this.validated.set(document, errors);
    }
    return errors;
  };

  /** A small number naming the document, for grouping subscribers of the same one. */
  idOf(document: DocumentNode): number {
    let id = this.ids.get(document);
    if (id === undefined) {
      id = this.nextId++;
      this.ids.set(document, id);
    }
    return id;
  }

  /** An operation's graphql-jit compilation and its @oneOf variables, worked out once. */
  private prepared(document: DocumentNode, operationName: string | null | undefined): PreparedOperation {
    let byName = this.operations.get(document);
    if (!byName) {
      byName = new Map();
      this.operations.set(document, byName);
    }
    const key = operationName ?? '';
    let prepared = byName.get(key);
    if (!prepared) {
      prepared = {
        compiled: compileQuery(this.schema, document, operationName ?? undefined, { customJSONSerializer: false }),
        checkOneOf: oneOfCheckOf(this.schema, document, operationName),
      };
      byName.set(key, prepared);
    }
    return prepared;
  }

  compiledFor(document: DocumentNode, operationName: string | null | undefined): CompiledQuery | ExecutionResult {
    return this.prepared(document, operationName).compiled;
  }

  /** The document's compiled serialiser (fast-json-stringify from its selection), for a result without errors. */
  stringify(document: DocumentNode, operationName: string | null | undefined, result: ExecutionResult): string {
    const compiled = this.compiledFor(document, operationName);
    return isCompiledQuery(compiled) ? compiled.stringify(result) : JSON.stringify(result);
  }

  /** Executes with the document's graphql-jit compilation (graphql-js if it cannot be compiled). */
  execute = (args: ExecutionArgs): Promise<ExecutionResult> | ExecutionResult => {
    const { compiled, checkOneOf } = this.prepared(args.document, args.operationName);
    if (isCompiledQuery(compiled) && checkOneOf) {
      const error = checkOneOf(args.variableValues ?? {});
      if (error) return { errors: [error] };
    }
    const result = isCompiledQuery(compiled) ? compiled.query(args.rootValue, args.contextValue, args.variableValues ?? {}) : graphqlExecute(args);
    return result instanceof Promise ? result.then(withErrorCodes) : withErrorCodes(result);
  };
}

/**
 * Every error leaves with an extensions.code: one about the request itself (no path: variables
 * missing or of the wrong type) is BAD_USER_INPUT, one a resolver threw without a code is
 * INTERNAL_SERVER_ERROR. Results without errors pass untouched. A result with no data never ran: its
 * variables did not coerce, and that is BAD_USER_INPUT whatever the operation, even where graphql-jit
 * kept a scalar's own code (the Paise scalar's INVALID_INPUT_DATA; graphql-js wraps such errors).
 */
function withErrorCodes(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  if (!('data' in result)) return { errors: result.errors.map((e) => withCode(e, 'BAD_USER_INPUT', true)) };
  if (result.errors.every((e) => typeof e.extensions?.code === 'string')) return result;
  return { ...result, errors: result.errors.map((e) => withCode(e, e.path ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT')) };
}

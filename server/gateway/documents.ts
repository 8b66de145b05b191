import type { DocumentNode, ExecutionArgs, ExecutionResult, GraphQLInputType, GraphQLSchema, Source, ValidationRule, VariableDefinitionNode } from 'graphql';
import { execute as graphqlExecute, getNamedType, getOperationAST, getVariableValues, GraphQLError, isInputObjectType, typeFromAST, validate } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { parseLimited, withCode } from './hardening';

interface PreparedOperation {
  compiled: CompiledQuery | ExecutionResult;
  /** The variable definitions when the variables reach a @oneOf input object, else null. */
  oneOfVariables: readonly VariableDefinitionNode[] | null;
}

/**
 * An operation's variable definitions when one of them reaches a @oneOf input object, else null.
 * graphql-jit's variable coercion does not check @oneOf (validation only checks literals), so such
 * variables are coerced by graphql-js first.
 */
function oneOfVariablesOf(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): readonly VariableDefinitionNode[] | null {
  const variables = getOperationAST(document, operationName)?.variableDefinitions ?? [];
  const seen = new Set<string>();
  const reachesOneOf = (type: GraphQLInputType | undefined): boolean => {
    const named = type && getNamedType(type);
    if (!named || !isInputObjectType(named) || seen.has(named.name)) return false;
    seen.add(named.name);
    return named.isOneOf || Object.values(named.getFields()).some((field) => reachesOneOf(field.type));
  };
  return variables.some((v) => reachesOneOf(typeFromAST(schema, v.type as never) as GraphQLInputType | undefined)) ? variables : null;
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
        oneOfVariables: oneOfVariablesOf(this.schema, document, operationName),
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
    const { compiled, oneOfVariables: oneOf } = this.prepared(args.document, args.operationName);
    if (isCompiledQuery(compiled) && oneOf) {
      const coerced = getVariableValues(this.schema, oneOf, args.variableValues ?? {});
      // A @oneOf variable that does not fit is a variable of the wrong type, like any other: BAD_USER_INPUT.
      if (coerced.errors) return { errors: coerced.errors.map((e) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { code: 'BAD_USER_INPUT' } })) };
    }
    const result = isCompiledQuery(compiled) ? compiled.query(args.rootValue, args.contextValue, args.variableValues ?? {}) : graphqlExecute(args);
    return result instanceof Promise ? result.then(withErrorCodes) : withErrorCodes(result);
  };
}

/**
 * Every error leaves with an extensions.code: one about the request itself (no path: variables
 * missing or of the wrong type) is BAD_USER_INPUT, one a resolver threw without a code is
 * INTERNAL_SERVER_ERROR. Results without errors pass untouched.
 */
function withErrorCodes(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length || result.errors.every((e) => typeof e.extensions?.code === 'string')) return result;
  return { ...result, errors: result.errors.map((e) => withCode(e, e.path ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT')) };
}

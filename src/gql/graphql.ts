/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type HomeQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeQueryQuery = { sports: Array<{ sportId: number, sportName: string, highlight: boolean }> };

export type SportsList_SportsFragment = { sportId: number, sportName: string, highlight: boolean };

export const SportsList_SportsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsList_sports"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}},{"kind":"Field","name":{"kind":"Name","value":"highlight"}}]}}]} as unknown as DocumentNode<SportsList_SportsFragment, unknown>;
export const HomeQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SportsList_sports"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SportsList_sports"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sportId"}},{"kind":"Field","name":{"kind":"Name","value":"sportName"}},{"kind":"Field","name":{"kind":"Name","value":"highlight"}}]}}]} as unknown as DocumentNode<HomeQueryQuery, HomeQueryQueryVariables>;
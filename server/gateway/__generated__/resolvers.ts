import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A casino lobby entry (spec §3), from data.lobby of the casino events call. */
export type CasinoGame = {
  __typename?: 'CasinoGame';
  /** UNIVERSE or VIMAAN launch; any other company cannot be launched. */
  companyName: Scalars['String']['output'];
  /** Game id: 99.00xx (UNIVERSE), 88.00xx (VIMAAN) or a long numeric id. */
  eventId: Scalars['ID']['output'];
  gameName: Scalars['String']['output'];
  /** Tile image path. */
  image: Scalars['String']['output'];
  /** Launch link; UNIVERSE links carry {token} and {eventId} placeholders. Null when the game has none. */
  link?: Maybe<Scalars['String']['output']>;
  popular: Scalars['Boolean']['output'];
};

/** A sporting event (spec §3). */
export type Event = {
  __typename?: 'Event';
  eventName: Scalars['String']['output'];
  /** Scheduled start, ISO 8601 in UTC. */
  eventTime: Scalars['String']['output'];
  /** The exchange's event id, used in routes such as /marketdetails/{exEventId}/{sportId}. */
  exEventId: Scalars['ID']['output'];
  /** True while the event is being played. */
  inPlay: Scalars['Boolean']['output'];
  sportId: Scalars['Int']['output'];
  sportName: Scalars['String']['output'];
  /** Competition id. */
  tournamentId: Scalars['ID']['output'];
  /** Competition name. */
  tournamentName: Scalars['String']['output'];
};

/** A tab of the exchange bar (spec §3). Inplay (00) and VIMAAN (88022) are added by the app, not the server. */
export type ExchangeType = {
  __typename?: 'ExchangeType';
  exchangeId: Scalars['ID']['output'];
  exchangeName: Scalars['String']['output'];
  highlight: Scalars['Boolean']['output'];
  sequence: Scalars['Int']['output'];
};

/** A successful login: the bearer token to send as Authorization, and the user detail to store. */
export type LoginResult = {
  __typename?: 'LoginResult';
  token: Scalars['String']['output'];
  userDetail: UserDetail;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Logs in; the token goes in later requests as Authorization: Bearer <token>. */
  login: LoginResult;
  /** Revokes the caller's token. */
  logout: Scalars['Boolean']['output'];
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Open events grouped by sport (the all-events list). */
  allEvents: Array<SportEvents>;
  /** The casino lobby. */
  casinoLobby: Array<CasinoGame>;
  /** The site's exchange bar tabs from the server, in sequence order. */
  exchangeTypes: Array<ExchangeType>;
  /** The caller's user detail; null without a token. */
  me?: Maybe<UserDetail>;
  /** Horse racing events (the racing events list). */
  racingEvents: Array<Event>;
  /** Events whose sport or event name contains the text, case-insensitively; empty text finds nothing (spec §5). */
  searchEvents: Array<Event>;
  /** The site's sports list, binary (66103) removed (spec §7). Reference data: cached per site. */
  sports: Array<Sport>;
  /** The site's customer-support channels. */
  supportInfo: SupportInfo;
  /** The site's theme configuration. */
  themeConfig: ThemeConfig;
};


export type QuerySearchEventsArgs = {
  text: Scalars['String']['input'];
};

/** A sport offered by the exchange (spec §3). */
export type Sport = {
  __typename?: 'Sport';
  /** Highlighted sports are emphasised in the navigation. */
  highlight: Scalars['Boolean']['output'];
  /** Exchange-wide sport id: 4 cricket, 2 tennis, 1 soccer, 7 horse racing, 7522 basketball, 66101 virtual sports, 66102 casino, 66104 lottery, 16 international casino, 4339 hidden. */
  sportId: Scalars['Int']['output'];
  /** Display name. */
  sportName: Scalars['String']['output'];
};

/** The events of one sport: the all-events response is keyed by sportId (spec §3). */
export type SportEvents = {
  __typename?: 'SportEvents';
  events: Array<Event>;
  sportId: Scalars['Int']['output'];
};

/** One CSS custom property of the site's theme. */
export type StyleVariable = {
  __typename?: 'StyleVariable';
  /** Variable name, e.g. --header-bg. */
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** One customer-support channel, e.g. whatsapp or telegram. */
export type SupportChannel = {
  __typename?: 'SupportChannel';
  channel: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** Customer support info of the site. */
export type SupportInfo = {
  __typename?: 'SupportInfo';
  channels: Array<SupportChannel>;
};

/** The site's theme config (spec §3): style variables plus icon, title, theme colour and logo. */
export type ThemeConfig = {
  __typename?: 'ThemeConfig';
  exchangeFavicon?: Maybe<Scalars['String']['output']>;
  exchangeLogo?: Maybe<Scalars['String']['output']>;
  exchangeTitle?: Maybe<Scalars['String']['output']>;
  themeColor?: Maybe<Scalars['String']['output']>;
  variables: Array<StyleVariable>;
};

/** The logged-in user's detail (spec §3). */
export type UserDetail = {
  __typename?: 'UserDetail';
  /** 0 = blocked from betting pages (spec §6). */
  isLogin: Scalars['Int']['output'];
  /** bettor, agent (upline) or operator. */
  role: Scalars['String']['output'];
  userName: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CasinoGame: ResolverTypeWrapper<CasinoGame>;
  Event: ResolverTypeWrapper<Event>;
  ExchangeType: ResolverTypeWrapper<ExchangeType>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Sport: ResolverTypeWrapper<Sport>;
  SportEvents: ResolverTypeWrapper<SportEvents>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  StyleVariable: ResolverTypeWrapper<StyleVariable>;
  SupportChannel: ResolverTypeWrapper<SupportChannel>;
  SupportInfo: ResolverTypeWrapper<SupportInfo>;
  ThemeConfig: ResolverTypeWrapper<ThemeConfig>;
  UserDetail: ResolverTypeWrapper<UserDetail>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  CasinoGame: CasinoGame;
  Event: Event;
  ExchangeType: ExchangeType;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginResult: LoginResult;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  Sport: Sport;
  SportEvents: SportEvents;
  String: Scalars['String']['output'];
  StyleVariable: StyleVariable;
  SupportChannel: SupportChannel;
  SupportInfo: SupportInfo;
  ThemeConfig: ThemeConfig;
  UserDetail: UserDetail;
}>;

export type CasinoGameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CasinoGame'] = ResolversParentTypes['CasinoGame']> = ResolversObject<{
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  gameName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  popular?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type EventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = ResolversObject<{
  eventName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exEventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inPlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sportName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tournamentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tournamentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ExchangeTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExchangeType'] = ResolversParentTypes['ExchangeType']> = ResolversObject<{
  exchangeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  exchangeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  highlight?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = ResolversObject<{
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userDetail?: Resolver<ResolversTypes['UserDetail'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'username'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  allEvents?: Resolver<Array<ResolversTypes['SportEvents']>, ParentType, ContextType>;
  casinoLobby?: Resolver<Array<ResolversTypes['CasinoGame']>, ParentType, ContextType>;
  exchangeTypes?: Resolver<Array<ResolversTypes['ExchangeType']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['UserDetail']>, ParentType, ContextType>;
  racingEvents?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  searchEvents?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<QuerySearchEventsArgs, 'text'>>;
  sports?: Resolver<Array<ResolversTypes['Sport']>, ParentType, ContextType>;
  supportInfo?: Resolver<ResolversTypes['SupportInfo'], ParentType, ContextType>;
  themeConfig?: Resolver<ResolversTypes['ThemeConfig'], ParentType, ContextType>;
}>;

export type SportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Sport'] = ResolversParentTypes['Sport']> = ResolversObject<{
  highlight?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sportName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SportEventsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SportEvents'] = ResolversParentTypes['SportEvents']> = ResolversObject<{
  events?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  sportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StyleVariableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StyleVariable'] = ResolversParentTypes['StyleVariable']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SupportChannelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupportChannel'] = ResolversParentTypes['SupportChannel']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SupportInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupportInfo'] = ResolversParentTypes['SupportInfo']> = ResolversObject<{
  channels?: Resolver<Array<ResolversTypes['SupportChannel']>, ParentType, ContextType>;
}>;

export type ThemeConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThemeConfig'] = ResolversParentTypes['ThemeConfig']> = ResolversObject<{
  exchangeFavicon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exchangeLogo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exchangeTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  themeColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variables?: Resolver<Array<ResolversTypes['StyleVariable']>, ParentType, ContextType>;
}>;

export type UserDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserDetail'] = ResolversParentTypes['UserDetail']> = ResolversObject<{
  isLogin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  CasinoGame?: CasinoGameResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  ExchangeType?: ExchangeTypeResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Sport?: SportResolvers<ContextType>;
  SportEvents?: SportEventsResolvers<ContextType>;
  StyleVariable?: StyleVariableResolvers<ContextType>;
  SupportChannel?: SupportChannelResolvers<ContextType>;
  SupportInfo?: SupportInfoResolvers<ContextType>;
  ThemeConfig?: ThemeConfigResolvers<ContextType>;
  UserDetail?: UserDetailResolvers<ContextType>;
}>;


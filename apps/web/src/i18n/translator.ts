import type { Messages, NamespaceKeys, NestedKeyOf, _Translator } from 'next-intl';

/** A namespace of the catalogues: `common`, `common.header`, `cartagena.events`… */
export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/**
 * A translator for one namespace, as `useTranslations(namespace)` returns it. Functions that put
 * game events and prompts into words take one, typed with its namespace (`t: Translator<'…'>`),
 * which is also how the catalogue check knows which keys they use.
 */
export type Translator<N extends Namespace> = _Translator<Messages, N>;

import type { Language } from '@common/constants/options';
import { bn } from './bn';
import { en } from './en';
import { hi } from './hi';
import { mr } from './mr';
import { ta } from './ta';
import { te } from './te';
import type { Messages } from './types';

export type { Cite, Messages } from './types';

const catalogs: Record<Language, Messages> = { en, hi, mr, ta, te, bn };

/** The built-in engine's sentences in one of the app's six languages. */
export const messagesFor = (language: Language): Messages => catalogs[language];

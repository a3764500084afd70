import type { Language } from '../programme';
import type { SampleTexts } from './sample-texts-shape';
import de from './texts/de';
import en from './texts/en';
import es from './texts/es';
import fr from './texts/fr';
import nl from './texts/nl';
import pt from './texts/pt';

/**
 * Every language's sample texts at once, for Node only: the seed script writes all six into the database.
 * Never imported by the site (sample-texts.ts loads one language at a time), or every page would carry all six.
 */
export const ALL_SAMPLE_TEXTS: Record<Language, SampleTexts> = { en, nl, es, pt, de, fr };

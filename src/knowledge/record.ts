import { z } from 'zod';
import { categorySchema, mccSchema } from '../domain';

/**
 * One verified merchant, one JSON object per line in src/knowledge/data/*.jsonl.
 * Every field is a fact we are confident of; unknown facts are null, never guessed.
 *
 * One merchant per brand a customer pays: a plan or service line of a brand (its name followed
 * by a number or a plan word: "Microsoft 365", "Xfinity Mobile", "YouTube Premium", "Walmart+")
 * billed under the brand's registrable domain in the brand's category is an alias of the brand,
 * whose name is canonical; the plan's own site stays in `alias_domains`, and where the plan bills
 * differently from the brand (a subscription of a brand that is not one, another MCC) its facts
 * go in `plans`. A product with its own category (Apple Music beside Apple) or its own brand
 * (Holiday Inn beside IHG) keeps its record.
 */
export const planFactsSchema = z
  .object({
    /** The plan as the brand writes it ("Google One"); informational, the answer keeps the brand's name. */
    name: z.string().min(1).max(80),
    /** Aliases of the record (as written in `aliases`) that name this plan. */
    aliases: z.array(z.string().min(2).max(40)).min(1),
    category: categorySchema.optional(),
    mcc: mccSchema.nullable().optional(),
    is_subscription: z.boolean().optional(),
  })
  .strict();

export type PlanFacts = z.infer<typeof planFactsSchema>;

/** A registrable domain, lower case, no scheme or path ("netflix.com"). */
const registrableDomain = z.string().regex(/^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/);

export const merchantRecordSchema = z
  .object({
    /** Canonical name as the brand writes it ("McDonald's", "Disney+"). Unique across files. */
    name: z.string().min(1).max(80),
    /** Primary registrable domain, lower case, no scheme or path ("netflix.com"), or null. */
    domain: registrableDomain.nullable(),
    category: categorySchema,
    mcc: mccSchema.nullable(),
    is_subscription: z.boolean(),
    /** ISO 3166-1 alpha-2 codes where the merchant is commonly paid (informational). */
    countries: z.array(z.string().regex(/^[A-Z]{2}$/)).min(1),
    /**
     * Descriptor forms banks print, upper case ("MCDONALDS", "MCDONALD'S", "WHOLEFDS").
     * Matched on word boundaries against the normalized descriptor; no alias may be claimed
     * by two merchants (a name other merchants print in their own countries goes in `country_aliases`).
     */
    aliases: z.array(z.string().min(2).max(40)).min(1),
    /** Optional: an alias that points at a country site ("AMAZON.CO.UK" -> "amazon.co.uk"). */
    alias_domains: z.record(z.string(), z.string()).optional(),
    /**
     * Optional: names another merchant owns that this merchant prints in its own `countries`
     * ("NETTO" for Denmark's Netto beside Germany's, "COOP" for Switzerland's Coop beside
     * Britain's Co-op), or short names too ordinary to trust elsewhere ("CAFE ROUGE"): they name
     * this merchant only on a line printed in one of its countries (a country code, a state or a
     * town of it at the end, or a wrapper only its banks print).
     */
    country_aliases: z.array(z.string().min(2).max(40)).optional(),
    /**
     * Optional: the brand's own site in a country where it runs one ("GB" → "aldi.co.uk"),
     * answered when the line was printed there (a country code, a state or a town of that
     * country at its end). Keys are among `countries`.
     */
    country_domains: z
      .record(
        z.string().regex(/^[A-Z]{2}$/),
        registrableDomain,
      )
      .optional(),
    /**
     * Optional: plans of the brand whose facts differ from the brand's ("Google One" is a
     * subscription, Google is not). A descriptor naming a plan gets the brand's name and domain
     * rules with the plan's category, MCC and subscription flag where given.
     */
    plans: z.array(planFactsSchema).optional(),
    /**
     * Provenance: where the facts come from. `curated` (written by the maintainers from the
     * brand's own site and descriptors printed on statements), `feedback` (an approved
     * correction), or the name of an imported source.
     */
    source: z.string().min(1).max(120),
    /** The day the record's facts were last checked (for `curated`, the day they were written), YYYY-MM-DD. */
    verified: z.iso.date(),
  })
  .strict();

export type MerchantRecord = z.infer<typeof merchantRecordSchema>;

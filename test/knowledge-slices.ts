import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../src/knowledge/index';

/**
 * One slice of shipped knowledge data, checked by descriptors in the forms banks print: each of
 * `names` names its merchant and domain, and none of `others` (other businesses sharing a word or a
 * cut spelling with one of them) names any merchant.
 */
export interface Slice {
  title: string;
  /** [descriptor, merchant, domain] */
  names: Array<[string, string, string]>;
  /** Descriptors of other businesses. */
  others: string[];
}

/** Registers a describe block per slice, against the shipped knowledge base. */
export function describeSlices(slices: readonly Slice[]): void {
  const knowledge = loadKnowledgeBase();
  const answer = (descriptor: string): [string, string | null] | null => {
    const found = knowledge.match(descriptor);
    return found ? [found.name, found.domain] : null;
  };
  describe.each(slices)('$title', ({ names, others }) => {
    it.each(names)('%s is %s (%s)', (descriptor, name, domain) => {
      expect(answer(descriptor)).toEqual([name, domain]);
    });

    it.each(others)('%s names no merchant', (descriptor) => {
      expect(answer(descriptor)).toBeNull();
    });
  });
}

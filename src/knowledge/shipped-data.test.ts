import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, loadMerchantRecords } from './index';

/** The merchant data that ships in src/knowledge/data, checked against the rules of record.ts. */
describe('shipped merchant data', () => {
  const { records, problems } = loadMerchantRecords();

  it('has no problems (schema, unique names, no alias claimed twice, alias_domains)', () => {
    expect(problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)).toEqual([]);
  });

  // TARGET COUNT: the issue asks for >= 2000 verified merchants; this fails until the data
  // files are complete, by design.
  it('has at least 2000 merchants', () => {
    expect(records.length).toBeGreaterThanOrEqual(2000);
  });

  it('says for every record where its facts come from and when they were checked (never in the future)', () => {
    const today = new Date().toISOString().slice(0, 10);
    const undated = records.filter((record) => record.source.trim() === '' || record.verified > today || record.verified < '2020-01-01');
    expect(undated.map((record) => record.name)).toEqual([]);
  });

  it('keeps one record per brand: no plan of a brand is its own merchant beside it', () => {
    const names = new Set(records.map((record) => record.name));
    const plans = records.filter((record) => /^(.+?) (?:\d+|Mobile|Premium|Plus|One)$|^(.+)\+$/.test(record.name) && names.has(record.name.replace(/ (?:\d+|Mobile|Premium|Plus|One)$|\+$/, '')));
    const samePlace = plans.filter((plan) => {
      const parent = records.find((record) => record.name === plan.name.replace(/ (?:\d+|Mobile|Premium|Plus|One)$|\+$/, ''));
      return parent !== undefined && parent.category === plan.category && parent.domain === plan.domain;
    });
    expect(samePlace.map((record) => record.name)).toEqual([]);
  });

  it('builds an index that matches a record by each of its own names', () => {
    const knowledge = loadKnowledgeBase();
    const unmatched = records.filter((record) => knowledge.findByName(record.name)?.name !== record.name);
    expect(unmatched.map((record) => record.name)).toEqual([]);
  });
});

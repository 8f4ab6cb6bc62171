import { describe, expect, it } from 'vitest';
import { readLineHints } from './line-hints';
import { analyzeDescriptor } from './normalize';

const hints = (raw: string) => readLineHints(analyzeDescriptor(raw));

describe('readLineHints', () => {
  it('reads a legal form after the name, not a word that only looks like one', () => {
    expect(hints('ACME CORP PAYROLL').legalForm).toBe(true);
    expect(hints('BLUE RIVER LLC 800-555-0100').legalForm).toBe(true);
    expect(hints('ZAHAV PHILADELPHIA PA').legalForm).toBe(false);
    expect(hints('SA POWER NETWORKS').legalForm).toBe(false);
  });

  it('reads rent the name lost, not rent that is part of the name', () => {
    expect(hints('SEPA-UEBERWEISUNG WOHNBAU NORD MIETE 05/2024').rent).toBe(true);
    expect(hints('STANDING ORDER RENT OAKWOOD ESTATES').rent).toBe(false);
    expect(hints('BUDGET RENT A CAR LAX').rent).toBe(false);
    expect(hints('CAFE MIETZE').rent).toBe(false);
  });

  it('reads a state or province code the normalizer cut, not a legal form or a word ending the name', () => {
    expect(hints('PEAK PERFORMANCE PHYSICA 720-344-1980 CO').regionCut).toBe('CO');
    expect(hints('JOES PIZZA 800-555-0100 TX').regionCut).toBe('TX');
    // After a town the code is no sole cut, and a code ending the name was not cut.
    expect(hints('HAWTHORNE BAGEL CO PORTLAND OR').regionCut).toBeUndefined();
    expect(hints('SHARP EDGE BARBER CO').regionCut).toBeUndefined();
    expect(hints('JOES PIZZA').regionCut).toBeUndefined();
  });

  it('reads a line that says it recurs: a standing order, debited tuition, a mortgage by direct debit', () => {
    expect(hints('STO SPARKLE BRIGHT WINDOW CLEANING').recurring).toBe(true);
    expect(hints('SO CRYSTAL CLEAR WINDOW CLEANER').recurring).toBe(true);
    expect(hints('ST MARYS ACADEMY DES:TUITION ID:XXXX4417 PPD')).toMatchObject({ recurring: true, tuition: true });
    expect(hints('NATIONWIDE BS MORTGAGE DD')).toMatchObject({ recurring: true, directDebit: true });
    expect(hints('UT AUSTIN WEB TUITION AUSTIN TX')).toMatchObject({ recurring: false, tuition: true });
    expect(hints('SPARKLE BRIGHT WINDOW CLEANING').recurring).toBe(false);
  });

  it('reads a local tax, not a fee nor a tax adviser', () => {
    expect(hints('Gemeinde Unterföhring Grundsteuer B 1. Quartal').tax).toBe(true);
    expect(hints('PALM BEACH COUNTY PROPERTY TAX').tax).toBe(true);
    expect(hints('PINELLAS COUNTY TAX COLL CLEARWATER FL').tax).toBe(true);
    expect(hints('Stadt Bonn Muellgebuehren 2024').tax).toBe(false);
    expect(hints('STEUERBERATUNG KOCH & PARTNER').tax).toBe(false);
  });

  it('reads a direct debit, not a delivery platform starred DD', () => {
    expect(hints('LEEDS CITY COUNCIL CTAX DD 41129087').directDebit).toBe(true);
    expect(hints('SHEFFIELD CITY COUNCIL CTAX DD REF 3301234').directDebit).toBe(true);
    expect(hints('DIRECT DEBIT BRISTOL CITY COUNCIL').directDebit).toBe(true);
    expect(hints('DD *DOORDASH TACO PALACE').directDebit).toBe(false);
    expect(hints('BILL PAYMENT TO HMRC SELF ASSESSMENT').directDebit).toBe(false);
  });

  it('reads a payment the payer set to repeat: a standing order or an automatic payment', () => {
    expect(hints('SO TO BRIGHT FUTURES TUITION REF EMMA SMITH').recurring).toBe(true);
    expect(hints('AP WAIKATO PLUMBING LTD').recurring).toBe(true);
    expect(hints('PRZELEW ZLECENIE STALE SPOLDZIELNIA MIESZKANIOWA POGODNA CZYNSZ').recurring).toBe(true);
    expect(hints('TRVALY PRIKAZ FITNESS CLUB HOLIDAY').recurring).toBe(true);
    // A US bank's authorisation code after AP, a direct debit and a one-off transfer are no schedule.
    expect(hints('VISA DDA PUR AP 474283 WHOLEFDS').recurring).toBe(false);
    expect(hints('DD MERIDIAN ENERGY').recurring).toBe(false);
    expect(hints('FASTER PAYMENT TO KINGSWAY LETTINGS LTD REF RENT').recurring).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { readsAsScam } from './scam-words';

describe('readsAsScam', () => {
  it.each([
    // A fake refund or cancellation desk, with or without a number to call.
    'HP PRINTER CANCEL REFUND DESK 1-866-555-0142',
    'PAYPAL REFUND DEPT 877-555-0119',
    'KASPERSKY RENEWAL REFUND TEAM',
    'SUBSCRIPTION CANCELLATION AGENT',
    'AMAZON REFUND TRANSFER DEPT',
    'WALMART SECURE REFUND CENTER',
    'PAYPAL *REFUNDDESK-SECURE 8552341234',
    'GEEK SQUAD REFUND SUPPORT 18885550101',
    'REFUND PROCESS TEAMVIEWER',
    // Gift cards bought for an authority or a debt.
    'BEST BUY GIFT CARD FOR IRS AGENT',
    'GIFTCARDS FOR COURT WARRANT SHERIFF',
    'ITUNES CARDS SSA SUSPENSION OFFICER',
    'EBAY GIFTCARD TAX PENALTY',
    'SEPHORA GIFT CARD CUSTOMS DEPT',
    'APPLE GIFT CARD SUPPORT 844-555-0199',
    // A prize or a free thing that costs its postage.
    'AMAZON PRIZE WINNER DELIVERY FEE',
    'LIDL GIVEAWAY POSTAGE',
    'FREE IPHONE SURVEY SHIPPING',
    'ALDI REWARDS VOUCHER POSTAGE',
    // A fee for a parcel's redelivery, which carriers never charge.
    'ROYAL MAIL REDELIVERY FEE',
    'USPS PACKAGE REDELIVERY FEE 1.99',
    // Crypto doubled, given away, synced, restored or recovered.
    'BTC DOUBLER 2X',
    'TRUST WALLET RESTORE',
    'ETH AIRDROP',
    'BITCOIN RECOVERY SERVICES RELEASE',
    // Money moved to a bank's "safe account" for its fraud team, and a renewal's invoice.
    'BARCLAYS SAFE ACCOUNT TRANSFER',
    'TRANSFER TO SAFEACCOUNT FRAUD TEAM',
    'MCAFEE NORTON RENEWAL INVOICE #55120',
    // A fraud team beside what it asks for.
    'VENMO FRAUD DEPT REFUND',
    'HSBC FRAUD TEAM VERIFY 0800 555 0100',
    // A toll or parking charge "unpaid", with somewhere to pay it.
    'SUNPASS UNPAID TOLL PAY-SUNPASS.INFO',
    'FASTRAK TOLL OVERDUE PAY NOW',
  ])('%j is a scam line', (line) => {
    expect(readsAsScam(line)).toBe(true);
  });

  it.each([
    'JD SPORTS REFUND ON 14 OCT BCR',
    'TRAINLINE REFUND THETRAINLINE.COM',
    'HMRC PAYE TAX REFUND',
    'IRS TREAS 310 DES:TAX REF',
    'AMAZON GIFT CARD',
    'SAFEWAY 1234 DENVER CO',
    'CHASE FRAUD PROTECTION FEE',
    'NATWEST FRAUD TEAM',
    'E-ZPASS NY REBILL 800-333-8655',
    'SAFE HAVEN STORAGE ACCOUNT 1234',
    'NORTON *AP1234567 RENEWAL',
    'SIMPLY BUSINESS INVOICE 2231',
    'EVRI PARCEL REDELIVERY',
    'STARBUCKS CARD RELOAD',
    'TARGET GIFT CARD 1234 MINNEAPOLIS MN',
    'WALMART GIFT CARD ACTIVATION FEE',
    'HALLMARK CARDS 0412 DENVER CO',
    'TESLA TOWING & RECOVERY FREMONT CA',
    'CRYPTO.COM ARENA LOS ANGELES CA',
    'COINBASE INC 888-908-7930 CA',
    'BITCOIN DEPOT ATM 1234 ATLANTA GA',
    'LEDGER WALLET PARIS',
    'WINNERS #0123 TORONTO ON',
    'PRLV SEPA FREE MOBILE',
    'CHASE SAPPHIRE REWARDS ANNUAL FEE',
    'NATIONAL LOTTERY PRIZE',
    'UPS SHIPPING 1Z999 ATLANTA GA',
    'NYC DEPT OF FINANCE PKG 718-504-4115 NY',
    'MONTHLY SERVICE FEE REFUND',
  ])('%j is no scam line', (line) => {
    expect(readsAsScam(line)).toBe(false);
  });
});

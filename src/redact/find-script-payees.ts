import type { Span } from './span';

/**
 * A payee written in Chinese or Korean script, right after the transfer word of the wallet's or
 * bank's line: WeChat Pay's and Alipay's 转账 (transfer), 红包 (red packet), 汇款 (remittance),
 * 付款给 and 转给 (paid to), 收款 (received); Korea's 송금 (money sent), 이체 (transfer), 입금
 * (paid in), 보내기 and 받기 (send, receive). The name lists are Latin; a Chinese name is two to
 * four Han characters and a Korean one two to four Hangul syllables, printed as one word, so the
 * slot after the word is read by its shape ("微信转账 张伟 财付通…", "支付宝转账-王芳", "토스 송금 박서연").
 */
const HAN_PAYEE = /(?:转账|轉賬|转帐|轉帳|汇款|匯款|红包|紅包|收款|付款给|付款給|转给|轉給)[\s\-–—:：/给給]*(\p{Script=Han}{2,4})(?!\p{Script=Han})/gu;
const HANGUL_PAYEE = /(?:송금|이체|입금|보내기|받기)[\s\-–—:：/]*(\p{Script=Hangul}{2,4})(?!\p{Script=Hangul})/gu;

/** What the bank or wallet prints in that slot when it names nobody: a fee, a refund, the outcome, a balance. */
const NOT_NAMES: ReadonlySet<string> = new Set([
  '手续费', '手续', '服务费', '退款', '退回', '失败', '成功', '收入', '支出', '到账', '零钱', '余额', '提现', '充值', '银行卡', '储蓄卡', '信用卡',
  '수수료', '취소', '완료', '실패', '환불', '계좌', '잔액', '충전', '출금', '입금',
]);

const SCRIPTS = /[\p{Script=Han}\p{Script=Hangul}]/u;

export function findScriptPayees(text: string): Span[] {
  if (!SCRIPTS.test(text)) return [];
  const spans: Span[] = [];
  for (const pattern of [HAN_PAYEE, HANGUL_PAYEE]) {
    for (const match of text.matchAll(pattern)) {
      const name = match[1] ?? '';
      if (NOT_NAMES.has(name)) continue;
      const end = match.index + match[0].length;
      spans.push({ start: end - name.length, end, kind: 'person_name' });
    }
  }
  return spans;
}

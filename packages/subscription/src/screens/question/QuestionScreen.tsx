import { SUBSCRIPTION_RULES as RULES } from '@shqcb/api/contract/subscription';
import { Page } from '../../components/Page.tsx';
import './QuestionScreen.css';

/** The subscription questions and their answers; every number comes from the rules the server enforces. */
export const QUESTIONS: readonly { q: string; a: string }[] = [
  { q: '纸质报可以投递到哪里？', a: '纸质报仅在上海市内投递。请在收货地址中选择上海市的区，并填写详细地址。电子报不限地区。' },
  { q: '订阅什么时候生效？', a: '电子报年卡支付成功后当天生效；纸质报从支付后的第二天开始投递。' },
  { q: '下单后多久需要支付？', a: `请在下单后${RULES.unpaidMinutes}分钟内完成支付，超时订单会自动关闭，可重新下单。` },
  { q: '我已在邮局订了报纸，怎么绑定？', a: '在“上海汽车报”页点击订阅，选择“我有订阅单”，输入订阅单号和订阅时登记的手机号即可绑定。' },
  { q: '外出期间可以暂停投递吗？', a: `可以。在“我的订阅”中选择“假期停投”，从明天起可选，每次最长${RULES.pauseMaxDays}天；未开始的停投可以随时取消。` },
  { q: '没有收到报纸怎么办？', a: `在“我的订阅”中选择“报告漏投”，可报告近${RULES.missedReportDays}天内的漏投，我们会尽快核实补投。` },
  { q: '可以退款吗？', a: `支付后${RULES.refundDays}天内可在“我的订单”中申请退款并填写原因。申请会在${RULES.refundReviewHours}小时内审核，审核前可随时撤销；退款原路退回微信支付账户，订阅随即终止。` },
  { q: '订阅快到期了怎么办？', a: `到期前${RULES.renewalReminderDays}天，“我的订阅”会提醒续订；续订从当前订阅结束后的第二天开始，投递不中断。` },
  { q: '可以升级订阅吗？', a: '可以从电子报年卡升级为纸质报或全媒体会员年卡，到期日不变，按剩余天数补差价。' },
  { q: '在 App 里为什么不能支付？', a: 'App 内暂不支持微信支付。请在微信中打开“上海汽车报”完成支付，或在手机浏览器中支付。' },
];

/** 常见问题 of subscribing (SPEC §2 /question), as an accordion of questions. */
export default function QuestionScreen() {
  return (
    <Page title="常见问题">
      <div className="shq-questions">
        {QUESTIONS.map(({ q, a }) => (
          <details key={q} className="shq-questions__item">
            <summary>{q}</summary>
            <p>{a}</p>
          </details>
        ))}
      </div>
    </Page>
  );
}

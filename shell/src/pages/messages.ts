/**
 * Every text of the shell's own pages: /faq, /terms, /bots, /community and /more-product. A
 * sentence with a link or a bold word in it keeps a `{placeholder}` where the element goes
 * (`RichText` puts it there), so each language orders the sentence its own way.
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  // Words that appear inside sentences of several pages, as links or in bold.
  pendingBalance: 'pending balance',
  linkAccounts: 'Link your accounts',
  termsLink: 'terms of use',
  affiliateLink: 'Affiliate',
  helpCenterLink: 'Help Center',
  botLink: 'Bot',

  // /faq
  faqTitle: 'Frequently asked questions',
  faqLead: 'Earning, balances, M-PESA withdrawals and your account.',
  faqMinimumUnknown: 'the minimum shown in your wallet',
  faqEarnQ: 'How do I earn?',
  faqEarnA1:
    'Your {homeFeed} lists tasks that producers have paid for: watch a video, like, comment, subscribe, follow, retweet or bookmark. Do the task on the platform and you are paid in KES for it.',
  faqHomeFeed: 'home feed',
  faqEarnA2:
    'Video views count when you watch at least {seconds} seconds inside the app. Each task pays once per person, ever, and there is a daily limit on paid tasks.',
  faqBalanceQ: 'What is the difference between my pending and available balance?',
  faqBalanceA1:
    'New rewards go to your {pending} while the task is checked. Once confirmed they move to your {available} earnings, which you can withdraw.',
  faqAvailable: 'available',
  faqBalanceA2: 'A reward that does not pass the check is removed from pending and never becomes available.',
  faqWithdrawQ: 'How do I withdraw to M-PESA?',
  faqWithdrawA1:
    'Add your M-PESA number as a withdrawal method in your {wallet} (a new method can take up to {days} days to activate), then withdraw from your available earnings. You can also set a weekly or monthly automatic payout.',
  faqWallet: 'wallet',
  faqWithdrawA2:
    'The minimum withdrawal for your account is {minimum}. Withdrawal fees, if any, are shown before you confirm.',
  faqLinkQ: 'Why do I need to link my social accounts?',
  faqLinkA1:
    'Tasks on a platform can only be checked and paid when that platform is linked: Youtube, Twitter or Instagram. Youtube and Twitter link through their own sign-in page; Instagram asks for your login once and the password is not stored.',
  faqLinkA2: '{linkAccounts} — you can remove a link at any time.',
  faqVerifyQ: 'Why must I verify my email?',
  faqVerifyA:
    'Verification proves the account is a real person with one account. Until your email is verified you cannot do tasks or like posts. We email you a code; enter it when asked. If it does not arrive, check your spam folder and ask for a new one.',
  faqPromoteQ: 'How do I get engagement on my own link?',
  faqPromoteA1:
    "Open {newPost}, paste your link, choose the action and how many you want, and pay by M-PESA, card or PayPal. Your post then appears in other users' feeds until the target is reached.",
  faqNewPost: 'New Post',
  faqPromoteA2:
    "You pay for real people doing tasks, which are checked before anyone is paid. We cannot promise what they do afterwards, and the platforms' own rules still apply to your content.",
  faqBotQ: 'Does the bot earn for me?',
  faqBotA:
    'The optional {bot} can do simple likes and views for you under the same rules: checked tasks, one reward per task, pending first, and the daily limit.',
  faqBot: 'bot',
  faqInviteQ: 'Can I earn from inviting friends?',
  faqInviteA:
    'Yes. Share your referral link from {affiliate}. A referral reward becomes withdrawable once the person you invited has done a first task and the payment it comes from can no longer be taken back: a few days for M-PESA, up to six months for PayPal or card.',
  faqSupportTitle: 'Community and support',
  faqSupport:
    'Still stuck? Read the {terms}, or write to {email} with the email you signed up with; we answer within two working days (East Africa Time). Found a task that looks fake or broken? Tell us with its link so we can check it and refund anyone affected.',

  // /terms
  termsTitle: 'Terms of use',
  termsLead: 'The rules for earning and promoting on engage. By using engage you agree to them.',
  termsContents: 'On this page',
  termsEligibilityTitle: '1. Who may use engage',
  termsEligibility1:
    'You must be at least 18 years old and able to enter a binding agreement under the laws of Kenya. You must give a working email address and verify it before you can earn, like posts or withdraw.',
  termsEligibility2:
    'Withdrawals to M-PESA go only to a number registered in your own name; we may ask you to confirm your identity (name and national ID number) before paying out.',
  termsOneAccountTitle: '2. One account per person',
  termsOneAccount:
    'Each person may hold one engage account. Several accounts for one person, accounts opened for someone else, or shared or sold accounts are not allowed; rewards earned through them are cancelled.',
  termsRealTitle: '3. Real engagement only',
  termsReal1:
    'Tasks must be done by you (or by the optional bot you switched on, within its limits) on your own linked social accounts. Do not use fake or purchased accounts, scripts other than our bot, emulators or any trick to fake a view, like, comment or follow, and do not undo an engagement after you are paid for it.',
  termsReal2:
    'Producers must only promote content they own or may promote, and must not promote anything unlawful, hateful, sexual involving minors, fraudulent or misleading. We may remove any post.',
  termsReal3:
    'Social platforms have their own rules, some of which restrict paid or automated engagement. You remain responsible for your accounts on those platforms and for following their rules.',
  termsRewardsTitle: '4. Rewards',
  termsRewards1:
    'Every task is checked before it is paid. We decide whether a task counts; a task that is not confirmed earns nothing.',
  termsRewards2: 'Each task pays once per person, ever. A daily limit on paid tasks applies to every account.',
  termsRewards3:
    'Rewards are {pending} until verified, and only then become available to withdraw. We may reverse a pending or paid reward that was earned against these terms.',
  termsPending: 'pending',
  termsRewards4:
    'Amounts are in Kenya shillings (KES) unless shown otherwise. Rewards are not wages and create no employment.',
  termsRewards5: 'You are responsible for any tax due on what you earn.',
  termsPaymentsTitle: '5. Payments, withdrawals and fees',
  termsPayments1:
    'Producers pay in advance for a target number of engagements, by M-PESA, card or PayPal. PayPal payments are charged in US dollars at the rate shown before you pay. Any fee is shown before you confirm.',
  termsPayments2:
    'Withdrawals are made to your M-PESA number once your available balance reaches the minimum shown in your wallet. Any withdrawal fee is shown before you confirm.',
  termsPayments3:
    'Referral rewards become withdrawable once the person invited has done a first task and the payment they come from can no longer be taken back (a few days for M-PESA, up to six months for PayPal or card); a refund in that time cancels them, and so does a device, network or M-PESA number both accounts use.',
  termsPayments4: 'A payment is not refundable for engagement already delivered.',
  termsClosingTitle: '6. Suspension and closing your account',
  termsClosing1:
    'We may suspend or close an account that breaks these terms, and cancel rewards that were earned by breaking them. Where we can, we tell you why and give you a chance to respond.',
  termsClosing2:
    'You may delete your account at any time from your profile settings. Withdraw your available balance first: balances of a deleted account cannot be paid out.',
  termsDataTitle: '7. Your data',
  termsData:
    'We use your data as our {privacyPolicy} describes, in line with the Kenya Data Protection Act, 2019. Third-party passwords, such as your Instagram password, are never stored.',
  termsPrivacyPolicy: 'privacy policy',
  termsServiceTitle: '8. The service',
  termsService:
    'engage is provided as it is. We work to keep it available but do not promise it will always be, nor that any post will reach its target by a given time. Nothing in these terms limits rights you have under the Consumer Protection Act, 2012.',
  termsLawTitle: '9. Law and disputes',
  termsLaw:
    'These terms are governed by the laws of Kenya. Contact us first through the Help Center so that we can try to settle a disagreement; otherwise disputes go to the courts of Kenya. We may change these terms and will tell you in the app before a change affects you.',

  // /bots
  botsTitle: 'Bot',
  botsLead: 'An optional helper that does simple tasks for you while you are away, so you keep earning.',
  botsYourBot: 'Your bot',
  botsDoesTitle: 'What the bot does',
  botsDoes1: 'It does {simpleOnly}, on the platforms you have linked.',
  botsSimpleOnly: 'simple tasks only: likes and views',
  botsDoes2:
    'Where engage checks each task with the platform itself, the bot only likes, and only on the platforms it names above: nobody watches a video for it, and a task engage cannot check is never paid on trust.',
  botsDoes3:
    'It does not write comments or replies, and it does not subscribe, follow, retweet or bookmark for you. Those tasks need you.',
  botsDoes4: 'It only picks tasks you could do yourself: on a linked account, with a verified email.',
  botsRulesTitle: 'The same rules as when you do it yourself',
  botsRules1: 'Every task is checked before it is paid. A task the check does not confirm earns nothing.',
  botsRules2: 'You are paid once per task, ever: the bot never repeats a task you or it already did.',
  botsRules3: 'Rewards go to your {pending} first and become available to withdraw once they are confirmed.',
  botsRules4:
    'A {dailyLimit} on paid tasks applies to each account, counting the tasks you and your bot do together. When it is reached, tasks start paying again the next day (Nairobi time).',
  botsDailyLimit: 'daily limit',
  botsBeforeTitle: 'Before you turn it on',
  botsBefore1: '{linkAccounts} (Youtube, Twitter, Instagram): the bot can only work on linked platforms.',
  botsBefore2: 'Verify your email: an unverified account cannot earn, with or without the bot.',
  botsBefore3:
    'The platforms have their own rules about automated activity. Your social accounts are yours: if you are not comfortable with the bot acting on them, leave it off — you can still do every task by hand.',
  botsOffTitle: 'Turning it off',
  botsOff:
    'Press DISABLE BOT above, or use Bot in the menu, at any time. Rewards already earned stay in your balance. See the {terms} and the {faq} for more.',
  botsFaq: 'FAQ',

  // /community
  communityTitle: 'Community guidelines',
  communityLead:
    'On engage, people pay people for real attention. These rules keep it worth paying for, and worth earning from.',
  communityTaskTitle: 'When you do a task',
  communityTask1:
    'Do it yourself, with your own linked account, and mean it: watch at least {seconds} seconds, like what you like, and write comments that fit the post.',
  communityTask2:
    'Each task pays once per person, ever. Second accounts and undoing an action after you are paid take money from the people who posted.',
  communityTask3: 'The only automation allowed is our {bot}, which does simple tasks under the same checks as you.',
  communityPostTitle: 'When you post',
  communityPost1: 'Promote links that are yours or that you are allowed to promote.',
  communityPost2: 'No scams, hate, harassment or adult content, and a description that says what the post really is.',
  communityWrongTitle: 'Something wrong?',
  communityWrong:
    'If a task looks fake, broken or harmful, write to {email} with its link. We check it and refund anyone it cost money.',
  communityGrowTitle: 'Grow the community',
  communityGrow:
    'Invite people you know with your referral link from {affiliate}. For questions about earning, balances and withdrawals, see the {helpCenter}.',

  // /more-product
  moreTitle: 'More products',
  moreLead: 'Earning from tasks is one part of engage. Here is what else you can do.',
  moreReelsTitle: 'Video reels',
  moreReelsText:
    'Short videos from creators on engage. Watch, like and share them in a full-screen feed made for phones.',
  moreReelsAction: 'Watch reels',
  moreAffiliateTitle: 'Affiliate programme',
  moreAffiliateText:
    'Invite friends with your personal referral link and earn a reward when the people you refer pay to promote. Rewards are withdrawable to M-PESA once processed.',
  moreAffiliateAction: 'Get your referral link',
  morePostingTitle: 'Promote your link',
  morePostingText:
    'Post a YouTube or X link and pay for real people to watch, like, comment, subscribe, follow or retweet, in KES by M-PESA, or by card or PayPal.',
  morePostingAction: 'Create a post',
  moreWalletTitle: 'Wallet and M-PESA payouts',
  moreWalletText:
    'See what you have earned, add an M-PESA number and withdraw, or set a weekly or monthly automatic payout.',
  moreWalletAction: 'Open your wallet',
};

export const t = defineMessages({ en, sw: () => import('./messages.sw') });

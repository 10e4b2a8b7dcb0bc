/**
 * The server's texts in Kiswahili (messages.en.ts has the English, messages.ts the rules), with the words of
 * docs/glossary.md: a task is _kazi_, a withdrawal method _njia ya kupokea pesa_, the user is
 * addressed as _wewe_.
 */
import type { Translation } from '@engage/shared/i18n/translate';
import type { en } from './messages.en';

export const sw = {
  notFound: 'Haikupatikana.',
  notSignedIn: 'Hujaingia. Tafadhali ingia kwanza.',
  tokenNotValid: 'Tokeni hii si halali. Tafadhali ingia tena.',
  internalError: 'Hitilafu imetokea kwenye seva',
  databaseUnavailable: 'Huduma haiwezi kufikia hifadhidata yake kwa sasa. Jaribu tena baada ya sekunde chache.',
  notAvailableHere: '{feature} bado haipatikani kwenye seva hii.',
  userNotFound: 'Mtumiaji hakupatikana.',
  languageSaved: 'Lugha imehifadhiwa.',

  idempotencyKeyInvalid: 'Idempotency-Key lazima iwe na herufi 1 hadi 255 zinazoonekana.',
  idempotencyKeyReused: 'Idempotency-Key hii tayari imetumika kwa ombi tofauti. Tuma ufunguo mpya kwa kila ombi jipya.',
  idempotencyInProgress:
    'Jaribio lako la awali bado linashughulikiwa. Subiri kidogo, kisha angalia kama limefaulu kabla ya kujaribu tena.',
  idempotencyUnfinished:
    'Jaribio lako la awali halikukamilika, kwa hivyo huenda limefaulu au la. Angalia kabla ya kujaribu tena.',

  invalidInput: 'Taarifa ulizoweka si sahihi.',
  fieldRequired: '{field} inahitajika',
  fieldFormat: '{field} haiko katika muundo unaotarajiwa',
  fieldInvalid: '{field} si sahihi',
  fieldNul: '{field} haipaswi kuwa na herufi ya NUL',
  fieldWholeNumber: '{field} lazima iwe nambari kamili',
  fieldConstant: '{field} haina thamani inayotarajiwa',
  fieldAllowedValues: '{field} lazima iwe mojawapo ya thamani zinazoruhusiwa',
  fieldAnyOf: '{field} haiko katika muundo wowote unaoruhusiwa',
  fieldTooLong: '{field} isizidi herufi {limit}',
  fieldTooShort: '{field} lazima iwe na angalau herufi {limit}',
  fieldTooManyItems: '{field} isizidi vipengee {limit}',
  fieldCompared: '{field} lazima iwe {comparison} {limit}',
  fieldType: '{field} lazima iwe ya aina {type}',
  emailFormat: 'Muundo wa barua pepe si sahihi',
  passwordTooShort: 'Nenosiri lazima liwe na angalau herufi {limit}',

  wrongCredentials: 'Barua pepe au nenosiri si sahihi.',
  sessionExpired: 'Tokeni si halali au muda wake umeisha',
  tooManySignIns: 'Majaribio mengi mno ya kuingia kutoka mtandao huu. Jaribu tena baada ya dakika {minutes}.',
  emailAlreadyVerified: 'Barua pepe tayari imethibitishwa.',
  invalidCode: 'Nambari ya uthibitisho si sahihi!',
  resetLinkInvalid: 'Kiungo cha kubadilisha nenosiri si sahihi au muda wake umeisha.',
  googleTokenInvalid: 'Imeshindikana kuingia na Google: tokeni ya Google si halali.',
  googleEmailMismatch: 'Imeshindikana kuingia na Google: barua pepe hailingani na akaunti ya Google.',
  googleFailed: 'Imeshindikana kuingia na Google.',
  googleSignInExpired: 'Muda wa kuingia huku na Google umeisha. Bonyeza Endelea na Google tena.',
  redirectNotOurs: 'redirect_uri si anwani ya programu hii.',
  checkEmailToContinue: 'Angalia barua pepe yako ili uendelee.',
  loggedOut: 'Umetoka.',
  pleaseCheckEmail: 'Tafadhali angalia barua pepe yako',
  verificationSuccessful: 'Uthibitisho umefanikiwa!',
  kindlyCheckEmail: 'Tafadhali angalia barua pepe yako!',
  passwordResetSuccessful: 'Nenosiri limebadilishwa!',

  verifyToTakeTasks: 'Hujathibitishwa. Thibitisha barua pepe yako ili ufanye kazi.',
  taskNotFound: 'Kazi haikupatikana.',
  taskOtherAction: 'Kazi hii inaomba {action} kwenye {platform}, si kitendo hiki.',
  taskUrlMismatch: 'post_url hailingani na kazi hii.',
  taskOwnPost: 'Huwezi kufanya kazi ya chapisho lako mwenyewe.',
  taskGone: 'Kazi hii haipatikani tena.',
  taskNeedsLink: 'Unganisha {platform} ili ufanye kazi hii.',
  taskWatchLonger: 'Tazama angalau sekunde {seconds} ili ulipwe.',
  taskDone: 'Tayari umefanya kazi hii.',
  taskInReview: 'Dai lako la kazi hii linasubiri kukaguliwa: {reason}',
  taskRefusedByPerson:
    'Dai lako la kazi hii limekataliwa: “{reason}”. Kama bado hujakata rufaa, kata rufaa kwenye Madai yangu katika pochi yako.',
  taskNoBudget: 'Kazi hii haina bajeti iliyobaki.',
  claimNotFound: 'Dai halikupatikana.',
  claimNotRefused: 'Ni dai lililokataliwa pekee linaloweza kukatiwa rufaa.',
  claimAppealedAlready:
    'Tayari umekata rufaa ya kukataliwa huku: dai hukatiwa rufaa mara moja tu. Timu ya engage inaamua, na uamuzi wao ni wa mwisho.',
  claimAppealNoteRequired: 'Andika maelezo kwa nini dai hili lilipwe.',
  claimReasonRequired: 'Andika sababu ya kukataa, ili mtu ajue kwa nini.',
  claimNotWaiting: 'Dai hili halisubiri uamuzi wako tena.',
  claimApproved: 'Imekubaliwa: {amount} imelipwa kutoka bajeti ya chapisho.',
  claimCapFull:
    'Amefikia kikomo cha kazi cha leo, kwa hivyo hakuna kilicholipwa. Kubali dai hili tena kesho; litaendelea kusubiri hadi wakati huo.',
  claimRefusedDone: 'Imekataliwa: ataambiwa sababu yako na anaweza kukata rufaa mara moja.',
  reviewerProducer: 'mwenye chapisho',
  reviewerOperator: 'timu ya engage',
  dailyLimit: 'Umefikia kikomo cha kila siku cha kazi {count}. Rudi kesho.',
  playFirst: 'Cheza video kwenye engage kwanza: utazamaji huhesabiwa kuanzia kicheza video kinapoanza.',
  watchedTooLittle: 'Umetazama sekunde {watched}; zinahitajika sekunde {needed}.',
  watchedLessThanClaimed: 'Umetazama sekunde {watched}, si sekunde {claimed}.',
  watchNotReported:
    'engage haikuona muda wowote wa kucheza video hii. Icheze kwenye engage na uiache ikicheza hadi ihesabiwe.',
  taskDoneByAccount: 'Akaunti hii ya {platform} tayari imelipwa kwa kazi hii kwenye akaunti nyingine ya engage.',
  taskCredited: 'Imefanikiwa! {amount} zimeongezwa kwenye salio lako linalosubiri.',
  taskNotPaidYet: 'Bado hujalipwa: {reason}',
  youtubeLinkCannotCheckLikes:
    'YouTube uliyounganisha hairuhusu engage kukagua video ulizopenda. Unganisha YouTube tena kwenye Mipangilio ili video ulizopenda ziweze kukaguliwa.',
  youtubeLinkCannotCheckComments:
    'YouTube uliyounganisha hairuhusu engage kukagua maoni yako. Unganisha YouTube tena kwenye Mipangilio ili maoni yako yaweze kukaguliwa.',

  amountInvalid: 'Kiasi si sahihi.',
  withdrawalWholeShillings: 'M-PESA hulipa shilingi kamili: {amount} ina senti. Weka kiasi bila senti.',
  withdrawalMinimum: 'Kiasi cha chini cha kutoa pesa kwa M-PESA ni {amount}.',
  withdrawalNoMethod: 'Weka njia ya kupokea pesa ya M-PESA kwanza.',
  withdrawalMethodNotFound: 'Njia ya kupokea pesa haikupatikana.',
  withdrawalShort: 'Salio halitoshi: una {balance} unayoweza kutoa.',
  mpesaUnavailable: 'M-PESA haipatikani kwa sasa, tafadhali jaribu tena baadaye.',
  verifyForMethod: 'Lazima uthibitishe akaunti yako ili uweke njia ya kupokea pesa ya M-PESA',
  methodExists: 'Tayari una njia ya kupokea pesa ya M-PESA. Ibadilishe badala yake.',
  affiliateMinimum: 'Unahitaji angalau {amount} ili utoe pesa.',
  withdrawalStarted: 'Ombi la kutoa pesa limetumwa',
  methodDeleted: 'Njia ya malipo imefutwa',
  idMismatch: 'Kitambulisho kilicho kwenye ombi hakilingani na kilicho kwenye anwani.',
  withdrawalNotAccepted: 'M-PESA haikukubali ombi hili; pesa zimerudi kwenye salio lako.',
  payoutDelayed:
    'Malipo yamechelewa: M-PESA haiwezi kuyatuma kutoka akaunti yetu kwa sasa. Pesa zako zimehifadhiwa na zitatumwa zenyewe.',

  lineTaskReward: 'Zawadi ya kazi',
  lineTaskRewardFor: 'Zawadi ya kazi: {task}',
  lineTaskRewardReady: 'Zawadi ya kazi iko tayari kutolewa',
  lineTaskRewardReadyFor: 'Zawadi ya kazi iko tayari kutolewa: {task}',
  lineReferralReward: 'Zawadi ya rufaa',
  lineReferralRewardReady: 'Zawadi ya rufaa iko tayari kutolewa',
  lineReferralRewardVoid: 'Zawadi ya rufaa imeghairiwa: malipo yalirejeshwa',
  lineReferralRewardVoidRelated:
    'Zawadi ya rufaa imeghairiwa: wewe na mtu uliyemwalika mnatumia kifaa, mtandao au nambari moja ya M-PESA',
  lineWithdrawal: 'Kutoa pesa',
  withdrawalTo: 'Kutoa pesa kwenda {to}',
  referralWithdrawalTo: 'Kutoa zawadi ya rufaa kwenda {to}',
  lineReferralWithdrawnTo: 'Zawadi za rufaa zimetolewa kwenda {to}',
  lineWithdrawalReturned: 'Pesa imerudishwa: M-PESA haikuweza kuilipa',
  lineAdded: 'Imeongezwa kwenye salio lako',
  lineTaken: 'Imetolewa kwenye salio lako',
  paymentForPost: 'Malipo ya chapisho {post} kupitia {provider}',

  stkLowBalance: 'Salio lako la M-PESA halitoshi kwa malipo haya. Hakuna kilichotozwa.',
  stkRepeat:
    'M-PESA imekataa malipo yaleyale yaliyorudiwa haraka hivi. Subiri dakika mbili kisha ujaribu tena. Hakuna kilichotozwa.',
  stkBusy: 'Kuna malipo mengine ya M-PESA yanayoendelea kwenye simu yako. Subiri yakamilike kisha ujaribu tena.',
  stkExpired: 'Ombi la M-PESA liliisha muda kabla halijajibiwa. Hakuna kilichotozwa.',
  stkNotSent: 'M-PESA haikuweza kutuma ombi kwenye simu yako. Tafadhali jaribu tena. Hakuna kilichotozwa.',
  stkCancelled: 'Umeghairi ombi la M-PESA kwenye simu yako. Hakuna kilichotozwa.',
  stkNoAnswer:
    'Simu yako haikujibu ombi la M-PESA ndani ya dakika moja (huenda imezimwa au haina mtandao). Hakuna kilichotozwa.',
  stkWrongPin: 'PIN ya M-PESA haikuwa sahihi. Hakuna kilichotozwa.',
  stkNoAnswerPayByHand:
    'Simu yako haikujibu ombi la M-PESA ndani ya dakika moja (huenda imezimwa au haina mtandao). Hakuna kilichotozwa. Unaweza pia kulipa mwenyewe: Lipa na M-PESA, Pay Bill {paybill}, nambari ya akaunti {reference}, kiasi {amount}.',
  stkOther: 'M-PESA haikukamilisha malipo ({said}). Hakuna kilichotozwa.',
  payoutOurSide: 'M-PESA haikuweza kutuma malipo haya kwa sasa; pesa zimerudi kwenye salio lako.',
  payoutTooSmall: 'Kiasi hiki ni chini ya kiasi cha chini ambacho M-PESA hutuma; pesa zimerudi kwenye salio lako.',
  payoutTooLarge:
    'Kiasi hiki kinazidi kiasi cha juu ambacho M-PESA hutuma kwa mara moja; pesa zimerudi kwenye salio lako.',
  payoutDailyLimit:
    'Laini yako ya M-PESA imefikia kikomo chake cha kila siku; pesa zimerudi kwenye salio lako. Jaribu tena kesho.',
  payoutOverLimit:
    'Malipo haya yangezidisha salio lako la M-PESA juu ya kikomo chake; pesa zimerudi kwenye salio lako.',
  payoutCannotReceive:
    'Nambari hii ya simu haiwezi kupokea malipo ya M-PESA (huenda haijasajiliwa kwa M-PESA); pesa zimerudi kwenye salio lako.',
  payoutNotOnMpesa: 'Nambari hii ya simu haiko kwenye M-PESA; pesa zimerudi kwenye salio lako.',
  payoutOther: 'M-PESA haikutuma malipo haya ({said}); pesa zimerudi kwenye salio lako.',
  mpesaCode: 'msimbo {code}',

  verifyToPost: 'Tafadhali thibitisha barua pepe yako ili uunde chapisho.',
  postLinkUnsupported:
    'Kwa sasa tunakubali viungo vya YouTube na X (zamani Twitter) pekee. Tafadhali weka kiungo sahihi kutoka mitandao hii.',
  postLinkOtherPlatform: 'Kiungo hiki ni cha {linked}, si {platform}.',
  postActionUnavailable: 'Kiungo hiki kinaweza kutangazwa kwa {actions}, si {action}.',
  minSpend: 'Kiasi cha chini cha kulipa ni Ksh 1,000.',
  postTargetMismatch: 'Lengo lazima liwe watu {target} kwa {amount} (kiasi / 10).',
  descriptionTooLong: 'Maelezo yasizidi maneno {max}.',
  minTags: 'Tafadhali ongeza angalau lebo mbili kwenye chapisho lako.',
  postNotFound: 'Chapisho halikupatikana.',
  editOwnPostsOnly: 'Unaweza kuhariri machapisho yako mwenyewe pekee.',
  paidPostNoEdit: 'Chapisho lililolipiwa haliwezi kuhaririwa tena.',
  deleteOwnPostsOnly: 'Unaweza kufuta machapisho yako mwenyewe pekee.',
  paidPostNoDelete: 'Chapisho lililolipiwa haliwezi kufutwa tena.',
  postHasPayment: 'Chapisho hili lina malipo na haliwezi kufutwa.',
  payOwnPostsOnly: 'Unaweza kulipia machapisho yako mwenyewe pekee.',
  postDeleted: 'Chapisho limefutwa!',

  verifyToLike: 'Hujathibitishwa. Thibitisha barua pepe yako ili upende kazi.',
  reelNotFound: 'Video fupi haikupatikana.',
  alertNotFound: 'Arifa haikupatikana.',
  alertMarkedRead: 'Arifa imewekwa kama imesomwa.',
  alertDeleted: 'Arifa imefutwa!',
  alertsDeleted: 'Arifa zimefutwa!',

  usernameTaken: 'Jina hili la mtumiaji limeshachukuliwa.',
  avatarField: 'Tuma picha kwenye sehemu ya `avatar`.',
  imageTooLarge: 'Imeshindikana kupakia, picha ni kubwa mno',
  imageType: 'Pakia picha ya PNG, JPEG, GIF au WebP.',
  accountUpdated: 'Akaunti imesasishwa!',
  accountDeleted: 'Akaunti imefutwa.',
  botActivated: 'Boti imewashwa!',
  botDeactivated: 'Boti imezimwa!',
  accountTaken: 'Akaunti hii ya {platform} tayari imeunganishwa na akaunti nyingine ya engage.',
  providerUnreachable: 'Imeshindikana kufikia {platform}. Tafadhali jaribu tena.',
  connectionExpired: 'Muda wa ombi la kuunganisha umeisha. Tafadhali jaribu tena.',
  connectionNotConfirmed: 'Mtoa huduma hakuthibitisha kuunganishwa.',
  noYoutubeChannel:
    'Akaunti hii ya Google haina chaneli ya YouTube. Fungua chaneli kwenye YouTube, kisha unganisha tena.',
  errorTryAgain: 'Hitilafu imetokea. Tafadhali jaribu tena.',
  instagramRejected: 'Instagram imekataa taarifa hizi za kuingia.',
  instagramConnected: 'Imefanikiwa! Instagram imeunganishwa!',
  linkingCancelled: 'Umeghairi kuunganisha {platform}. Hakuna kilichobadilishwa.',
  linkingFailed: '{platform} haikuunganisha akaunti yako. Tafadhali jaribu tena.',
  disconnectFailed: 'Imeshindikana kutenganisha {platform}',
  disconnected: '{platform} imetenganishwa',

  paymentNotFound: 'Malipo hayakupatikana.',
  paymentTargetsChanged: 'targets_needed hailingani na chapisho ({targets}). Hifadhi chapisho tena kwanza.',
  paymentNotStarted: 'Malipo hayakuweza kuanzishwa. Tafadhali jaribu tena baada ya muda mfupi.',
  paymentDetailsMismatch: 'Maelezo ya malipo hayalingani.',
  paymentNotApproved: 'Malipo bado hayajaidhinishwa.',
  paymentCancelled: 'Malipo yameghairiwa au yameshindikana. Hakuna kilichotozwa.',
  paymentRefunded: 'Malipo haya yamerudishwa.',
  paymentFailedBecause: 'Malipo yameshindikana: {reason}',
  paymentUnconfirmed:
    'Bado hatujaweza kuthibitisha malipo yako na PayPal. Ikiwa yalipita, chapisho lako litaonekana ndani ya dakika chache.',
  paymentHeld:
    'PayPal inashikilia malipo yako inapoyakagua. Chapisho lako litaonekana mara PayPal itakapoyaachilia; PayPal ikiyakataa, pesa haitachukuliwa.',
  paymentTryLater: 'Hitilafu imetokea, tafadhali jaribu tena baadaye',
  postAlreadyPaid: 'Chapisho hili tayari limelipiwa.',
  paymentNotTaken: 'Chapisho hili lilikuwa tayari limelipiwa; malipo haya hayakuchukuliwa.',
  paymentSuccessful: 'Malipo yamefanikiwa. Chapisho lako liko hewani.',
  paymentAlreadyCompleted: 'Malipo yalikuwa tayari yamekamilika. Chapisho lako liko hewani.',
  enterMpesaPin: 'Weka PIN yako ya M-PESA kwenye {phone} ili ulipe {amount}.',
  refundOnlyCompleted: 'Ni malipo yaliyokamilika pekee yanayoweza kurudishwa.',
  refundEngaged: 'Watu tayari wameshiriki kwenye chapisho hili; malipo yake hayawezi kurudishwa.',
  refundNotCovered: 'Malipo hayawezi kurudishwa kwa sasa.',

  alertEmailVerifiedTitle: 'Barua pepe imethibitishwa',
  alertEmailVerifiedText: 'Barua pepe yako imethibitishwa. Sasa unaweza kufanya kazi na kupata mapato.',
  alertTaskCreditedTitle: 'Kazi imelipwa',
  alertTaskCreditedText: 'Umepata {amount} kwa {action} kwenye {platform}. Kiasi hiki kinasubiri kwa saa {hours}.',
  alertTargetReachedTitle: 'Lengo limefikiwa',
  alertTargetReachedText: 'Chapisho lako "{post}" limefikia lengo lake la {action} {target}.',
  alertTaskRefusedTitle: 'Kazi haijalipwa',
  alertTaskRefusedText: 'Dai lako la {action} kwenye {platform} halikuthibitishwa: {reason}',
  aTask: 'kazi',
  alertTaskVoidedTitle: 'Malipo yamerudishwa',
  alertTaskVoidedText:
    '{amount} zako za {action} kwenye {platform} zimerudishwa kabla hazijapatikana: {platform} haionyeshi tena kitendo hiki (kilitenduliwa, au {platform} uliyounganisha imeacha kufanya kazi). Kazi iko wazi kwa wengine tena.',
  alertClaimReviewTitle: 'Dai linasubiri kukaguliwa',
  alertClaimReviewText:
    'Dai lako la {action} kwenye {platform} linasubiri kukaguliwa na mwenye chapisho hadi {until}. Asipoamua kufikia wakati huo, timu ya engage itaamua.',
  alertClaimOperatorTitle: 'Dai limepelekwa kwa timu ya engage',
  alertClaimOperatorText:
    'Mwenye chapisho hakuamua dai lako la {action} kwenye {platform} kwa wakati, kwa hivyo timu ya engage italikagua.',
  alertClaimRefusedTitle: 'Dai limekataliwa',
  alertClaimRefusedText:
    'Dai lako la {action} kwenye {platform} limekataliwa na {who}. Sababu yao: “{reason}”. Unaweza kukata rufaa mara moja, pamoja na maelezo, kwenye Madai yangu.',
  alertClaimAppealTitle: 'Rufaa imepokelewa',
  alertClaimAppealText: 'Rufaa yako ya dai la {action} kwenye {platform} iko kwa timu ya engage. Utaambiwa uamuzi wao.',
  alertAppealDecidedTitle: 'Rufaa imeamuliwa',
  alertAppealAcceptedText: 'Timu ya engage imekubali rufaa yako ya {action} kwenye {platform}.',
  alertAppealRefusedText:
    'Timu ya engage imekataa rufaa yako ya {action} kwenye {platform}. Sababu yao: “{reason}”. Uamuzi huu ni wa mwisho.',
  alertClaimReversedTitle: 'Malipo yamerudishwa',
  alertClaimReversedText: 'Timu ya engage imerudisha {amount} zilizolipwa kwa {action} kwenye {platform}: {reason}',
  alertReviewWaitingTitle: 'Dai la kukagua',
  alertReviewWaitingText:
    'Mtu anasema amefanya {action} kwenye chapisho lako "{post}". Likubali au ulikatae kwenye Madai ya kukagua kufikia {until}.',
  alertReferralTitle: 'Zawadi ya rufaa',
  alertReferralText: 'Umepata {amount} kutokana na rufaa. Utaweza kuzitoa baada ya saa {hours}.',
  alertWithdrawalSentTitle: 'Pesa zimetumwa',
  alertWithdrawalSentText: '{amount} zimetumwa kwa M-PESA yako {phone}.',
  alertWithdrawalFailedTitle: 'Utoaji wa pesa haukufaulu',
  alertWithdrawalFailedText: 'Utoaji wako wa pesa wa {amount} haukufaulu. {reason}',
  alertWithdrawalDelayedTitle: 'Malipo yamechelewa',
  alertWithdrawalDelayedText:
    'Utoaji wako wa pesa wa {amount} umechelewa upande wetu. Pesa zimehifadhiwa kwa ajili yako na zitatumwa kwa M-PESA zenyewe.',
  alertPaymentReceivedTitle: 'Malipo yamepokelewa',
  alertPaymentReceivedText: 'Tumepokea {amount}. Chapisho lako liko hewani na litawafikia watu {targets}.',
  alertPaymentReversedTitle: 'PayPal imerudisha malipo',
  alertPaymentReversedText:
    'PayPal imerudisha {amount} ya malipo yako ya chapisho, kwa hivyo chapisho limesimamishwa. Waliojihusisha tayari wanabaki na walichopata; {owed} kati ya hayo unadaiwa. Tutawasiliana nawe.',
  alertPaymentRefundedTitle: 'Malipo yamerudishwa',
  alertPaymentRefundedText:
    'Chapisho lako lilikuwa tayari limelipiwa, kwa hivyo tumekurudishia malipo yako ya {amount}.',
  alertPaymentFailedTitle: 'Malipo hayajakamilika',
  alertPaymentFailedText: 'Malipo yako ya M-PESA ya chapisho lako hayakufaulu. {reason}',

  emailOtpSubject: 'Nambari yako ya uthibitisho ya engage',
  emailOtpBody: 'Nambari yako ya uthibitisho ni {code}. Muda wake unaisha baada ya dakika {minutes}.',
  emailResetSubject: 'Badilisha nenosiri lako la engage',
  emailResetBody:
    'Fungua kiungo hiki ndani ya dakika {minutes} ili uchague nenosiri jipya: {link}\nuidb64={uid} token={token}',
  emailSignUpAttemptSubject: 'Mtu alijaribu kujisajili kwa barua pepe yako',
  emailSignUpAttemptBody:
    'Mtu alijaribu kufungua akaunti ya engage kwa anwani hii, ambayo tayari ina akaunti. Ikiwa ni wewe, ingia kwenye {signIn} au badilisha nenosiri lako kwenye {reset}. Ikiwa si wewe, unaweza kupuuza barua pepe hii.',
  postThumbnailHost:
    'post_thumbnail lazima iwe picha ya https kutoka YouTube (i.ytimg.com, img.youtube.com) au X (pbs.twimg.com, abs.twimg.com).',
  emailGoogleTookOverSubject: 'Akaunti yako ya engage sasa inaingia kwa Google',
  emailGoogleTookOverBody:
    'Uliingia kwa Google kwenye akaunti ya engage ambayo anwani yake ya barua pepe ilikuwa haijathibitishwa. Huenda mtu aliifungua kwa nenosiri kabla yako, kwa hivyo nenosiri hilo limeondolewa, kila kifaa kilichokuwa kimeingia kwenye akaunti kimetolewa na akaunti yoyote ya YouTube, X au Instagram iliyounganishwa nayo imetenganishwa. Endelea kuingia kwa Google, au chagua nenosiri jipya kwenye {reset}.',
  mpesaPhoneTaken:
    'Nambari hii ya M-PESA tayari imehifadhiwa kwenye akaunti nyingine ya engage. Nambari moja inaweza kupokea malipo ya akaunti moja tu.',
  idNumberTaken:
    'Nambari hii ya kitambulisho tayari imehifadhiwa kwenye akaunti nyingine ya engage. Mtu mmoja anaweza kuwa na akaunti moja tu inayopokea malipo.',
  withdrawalInReview:
    'Ombi lako la kutoa {amount} linasubiri kukaguliwa: {reason} Pesa zako zimehifadhiwa; mtu wa engage atazituma au kuzirudisha kwenye salio lako.',
  payoutReviewWaiting: 'Linasubiri kukaguliwa: {reason}',
  reviewSharedDevice: 'akaunti kadhaa za engage zimetumika kwenye kifaa hiki.',
  reviewBusyNetwork: 'akaunti nyingi zilifunguliwa kutoka mtandao wako kwa siku moja.',
  reviewPayoutName: 'M-PESA ilimlipa mtu ambaye jina lake ni tofauti na lile lililo kwenye njia yako ya kupokea pesa.',
  alertPayoutReviewTitle: 'Maombi yako ya kutoa pesa yatakaguliwa',
  alertPayoutReviewText:
    'Unaendelea kupata mapato kama kawaida, lakini maombi yako ya kutoa pesa yatasubiri mtu wa engage ayakague: {reason} Hakuna kinachochukuliwa kutoka salio lako.',
  payoutReviewRefused: 'Hayakutumwa baada ya ukaguzi: {note} Pesa zimerudi kwenye salio lako.',
  payoutReviewApproved: 'Yamekubaliwa baada ya ukaguzi; yanatumwa kwa M-PESA.',
  referralVoidSameDevice: 'Wewe na mtu uliyemwalika mlitumia kifaa kimoja.',
  referralVoidSameNetwork: 'Wewe na mtu uliyemwalika mlijisajili kutoka mtandao mmoja.',
  referralVoidSamePayoutNumber: 'Wewe na mtu uliyemwalika mnatumia nambari moja ya M-PESA.',
  referralVoidRefunded: 'Malipo yaliyoileta yalirejeshwa.',

  // --- Step-up, cooling-off and frozen withdrawals -----------------------------------------------
  stepUpRequired: 'Thibitisha kwanza kuwa ni wewe: weka nenosiri lako, kisha ujaribu tena.',
  stepUpRequiredCode: 'Thibitisha kwanza kuwa ni wewe: omba msimbo kwa barua pepe, uuweke, kisha ujaribu tena.',
  stepUpPasswordNeeded: 'Weka nenosiri lako.',
  stepUpCodeNeeded: 'Akaunti hii haina nenosiri: omba msimbo kwa barua pepe na uuweke.',
  stepUpWrongPassword: 'Nenosiri hilo si sahihi.',
  stepUpHasPassword: 'Akaunti hii ina nenosiri: liweke badala ya msimbo.',
  stepUpDone: 'Imethibitishwa. Unaweza kuendelea kwa dakika 5.',
  stepUpCodeSent: 'Tumekutumia msimbo wa tarakimu 6 kwa barua pepe. Unaisha baada ya dakika {minutes}.',
  embedScopeRefused:
    'Hili haliwezi kufanywa kutoka kwenye ukurasa unaoweka engage ndani yake. Fungua engage yenyewe ili kubadilisha namba za kupokea pesa au kufuta akaunti.',
  methodCoolingOff:
    'Namba hii ya M-PESA inaweza kupokea pesa kuanzia {when}. Namba mpya au iliyobadilishwa husubiri kabla ya kulipwa, ili uweze kuizuia ikiwa si wewe.',
  withdrawalsFrozen:
    'Utoaji wa pesa umesimamishwa kwenye akaunti hii. Salio lako liko salama na ni lako. Ili kuuruhusu tena, ingia, thibitisha kuwa ni wewe na uchague "Ruhusu utoaji wa pesa" kwenye Njia za kutoa pesa, au wasiliana na msaada.',
  freezeReasonDisowned: 'Ulituambia kuwa mabadiliko ya namba yako ya kupokea pesa hayakufanywa na wewe.',
  withdrawalsNotFrozen: 'Utoaji wa pesa haujasimamishwa.',
  withdrawalsUnfrozen: 'Utoaji wa pesa umeruhusiwa tena.',
  notMeLinkInvalid:
    'Kiungo hiki kimeisha muda au kimeshatumika. Ingia na uangalie njia zako za kutoa pesa, au wasiliana na msaada.',
  notMeDone:
    'Utoaji wa pesa umesimamishwa na kila kifaa kimetolewa. Salio lako liko salama. Chagua nenosiri jipya, kisha uangalie njia zako za kutoa pesa.',
  emailPayoutMethodAddedSubject: 'Namba ya kupokea pesa imeongezwa kwenye akaunti yako ya engage',
  emailPayoutMethodChangedSubject: 'Namba yako ya kupokea pesa ya engage imebadilishwa',
  emailPayoutMethodBody:
    'Namba ya M-PESA {phone} sasa inapokea pesa unazotoa kwenye engage. Inaweza kupokea pesa kuanzia {when}.\n\nIkiwa si wewe, fungua kiungo hiki mara moja ili kusimamisha utoaji wa pesa (salio lako linabaki salama): {link}\n\nIkiwa ni wewe, huhitaji kufanya chochote.',
  emailStepUpSubject: 'Msimbo wako wa kuthibitisha wa engage',
  emailStepUpBody:
    'Msimbo wako wa kuthibitisha kuwa ni wewe ni {code}. Unaisha baada ya dakika {minutes}. Ikiwa hukuuomba, badilisha nenosiri lako.',
} satisfies Translation<typeof en>;

import type { Translation } from '@engage/shared/i18n/translate';
import type { en } from './messages';

export default {
  pendingBalance: 'salio linalosubiri',
  linkAccounts: 'Unganisha akaunti zako',
  termsLink: 'masharti ya matumizi',
  affiliateLink: 'Washirika',
  helpCenterLink: 'Kituo cha msaada',
  botLink: 'Boti',

  faqTitle: 'Maswali yanayoulizwa mara kwa mara',
  faqLead: 'Mapato, salio, kutoa pesa kwa M-PESA na akaunti yako.',
  faqMinimumUnknown: 'kiwango cha chini kinachoonyeshwa kwenye pochi yako',
  faqEarnQ: 'Ninapataje pesa?',
  faqEarnA1:
    'Kwenye {homeFeed} kuna kazi ambazo watangazaji wamelipia: kutazama video, kupenda, kutoa maoni, kujiunga, kufuata, kuchapisha tena au kuhifadhi alamisho. Fanya kazi hiyo kwenye jukwaa lake na utalipwa kwa Ksh.',
  faqHomeFeed: 'ukurasa wako wa Nyumbani',
  faqEarnA2:
    'Video inahesabiwa ukiitazama kwa angalau sekunde {seconds} ndani ya programu. Kila kazi inalipa mara moja tu kwa kila mtu, na kuna kikomo cha kila siku cha kazi zinazolipwa.',
  faqBalanceQ: 'Kuna tofauti gani kati ya salio langu linalosubiri na linalopatikana?',
  faqBalanceA1:
    'Zawadi mpya huingia kwenye {pending} wakati kazi inakaguliwa. Zikishathibitishwa huhamia kwenye mapato yako {available}, ambayo unaweza kutoa.',
  faqAvailable: 'yanayopatikana',
  faqBalanceA2: 'Zawadi isiyopita ukaguzi huondolewa kwenye salio linalosubiri na haipatikani kamwe.',
  faqWithdrawQ: 'Ninatoaje pesa kwenda M-PESA?',
  faqWithdrawA1:
    'Ongeza nambari yako ya M-PESA kama njia ya kupokea pesa kwenye {wallet} (njia mpya inaweza kuchukua hadi siku {days} kuanza kufanya kazi), kisha toa pesa kutoka kwenye mapato yako yanayopatikana. Unaweza pia kuweka malipo ya kiotomatiki kila wiki au kila mwezi.',
  faqWallet: 'pochi yako',
  faqWithdrawA2:
    'Kiwango cha chini cha kutoa pesa kwa akaunti yako ni {minimum}. Ada za kutoa pesa, kama zipo, huonyeshwa kabla hujathibitisha.',
  faqLinkQ: 'Kwa nini ninahitaji kuunganisha akaunti zangu za mitandao ya kijamii?',
  faqLinkA1:
    'Kazi za jukwaa fulani zinaweza kukaguliwa na kulipwa tu jukwaa hilo likiwa limeunganishwa: Youtube, Twitter au Instagram. Youtube na Twitter huunganishwa kupitia ukurasa wao wa kuingia; Instagram inakuomba maelezo yako ya kuingia mara moja tu na nenosiri halihifadhiwi.',
  faqLinkA2: '{linkAccounts} — unaweza kuondoa muunganisho wakati wowote.',
  faqVerifyQ: 'Kwa nini lazima nithibitishe barua pepe yangu?',
  faqVerifyA:
    'Uthibitisho unaonyesha kwamba akaunti ni ya mtu halisi mwenye akaunti moja tu. Hadi barua pepe yako ithibitishwe, huwezi kufanya kazi wala kupenda machapisho. Tunakutumia nambari ya uthibitisho kwa barua pepe; iweke unapoombwa. Isipofika, angalia folda ya barua taka (spam) kisha uombe nyingine.',
  faqPromoteQ: 'Nitapataje ushiriki kwenye kiungo changu?',
  faqPromoteA1:
    'Fungua {newPost}, bandika kiungo chako, chagua kitendo na idadi unayotaka, kisha ulipe kwa M-PESA, kadi au PayPal. Chapisho lako litaonekana kwenye kurasa za kazi za watumiaji wengine hadi lengo litimie.',
  faqNewPost: 'Chapisho jipya',
  faqPromoteA2:
    'Unalipia watu halisi wanaofanya kazi, na kazi hizo hukaguliwa kabla mtu yeyote hajalipwa. Hatuwezi kuahidi watakachofanya baadaye, na sheria za majukwaa yenyewe bado zinahusu maudhui yako.',
  faqBotQ: 'Je, boti inanipatia pesa?',
  faqBotA:
    '{bot} ya hiari inaweza kukufanyia kazi rahisi za kupenda na kutazama chini ya sheria zilezile: kazi hukaguliwa, zawadi moja kwa kila kazi, salio linalosubiri kwanza, na kikomo cha kila siku.',
  faqBot: 'Boti',
  faqInviteQ: 'Je, ninaweza kupata pesa kwa kualika marafiki?',
  faqInviteA:
    'Ndiyo. Shiriki kiungo chako cha rufaa kutoka {affiliate}. Zawadi ya rufaa inaweza kutolewa mtu uliyemwalika akishafanya kazi yake ya kwanza na malipo yaliyoileta yasipoweza tena kurudishwa: siku chache kwa M-PESA, hadi miezi sita kwa PayPal au kadi.',
  faqSupportTitle: 'Jumuiya na msaada',
  faqSupport:
    'Bado umekwama? Soma {terms}, au tuandikie kwa {email} ukitumia barua pepe uliyojisajili nayo; tunajibu ndani ya siku mbili za kazi (saa za Afrika Mashariki). Umeona kazi inayoonekana kuwa feki au iliyoharibika? Tuambie pamoja na kiungo chake ili tuikague na tumrudishie pesa yeyote aliyeathirika.',

  termsTitle: 'Masharti ya matumizi',
  termsLead: 'Sheria za kupata pesa na kutangaza kwenye engage. Kwa kutumia engage unakubali sheria hizi.',
  termsContents: 'Kwenye ukurasa huu',
  termsEligibilityTitle: '1. Nani anaweza kutumia engage',
  termsEligibility1:
    'Lazima uwe na umri wa angalau miaka 18 na uweze kuingia kwenye makubaliano yanayokufunga kisheria chini ya sheria za Kenya. Lazima utoe anwani ya barua pepe inayofanya kazi na uithibitishe kabla ya kupata pesa, kupenda machapisho au kutoa pesa.',
  termsEligibility2:
    'Pesa hutolewa kwa M-PESA kwenda tu kwa nambari iliyosajiliwa kwa jina lako mwenyewe; tunaweza kukuomba uthibitishe utambulisho wako (jina na nambari ya kitambulisho cha taifa) kabla ya kulipa.',
  termsOneAccountTitle: '2. Akaunti moja kwa kila mtu',
  termsOneAccount:
    'Kila mtu anaweza kuwa na akaunti moja ya engage. Akaunti kadhaa za mtu mmoja, akaunti zilizofunguliwa kwa ajili ya mtu mwingine, au akaunti zinazoshirikiwa au kuuzwa haziruhusiwi; zawadi zilizopatikana kupitia akaunti hizo hufutwa.',
  termsRealTitle: '3. Ushiriki halisi pekee',
  termsReal1:
    'Kazi lazima zifanywe na wewe (au na boti ya hiari uliyowasha, ndani ya mipaka yake) kwenye akaunti zako mwenyewe za mitandao ya kijamii zilizounganishwa. Usitumie akaunti feki au zilizonunuliwa, programu za kiotomatiki isipokuwa boti yetu, emuleta au hila yoyote ya kughushi kutazama, kupenda, maoni au kufuata, na usitengue ushiriki baada ya kulipwa kwa ajili yake.',
  termsReal2:
    'Watangazaji wanapaswa kutangaza tu maudhui wanayomiliki au walioruhusiwa kutangaza, na hawapaswi kutangaza chochote kilicho kinyume cha sheria, cha chuki, cha ngono kinachohusisha watoto, cha ulaghai au cha kupotosha. Tunaweza kuondoa chapisho lolote.',
  termsReal3:
    'Mitandao ya kijamii ina sheria zake, na baadhi yake huzuia ushiriki unaolipiwa au wa kiotomatiki. Unaendelea kuwajibika kwa akaunti zako kwenye majukwaa hayo na kwa kufuata sheria zao.',
  termsRewardsTitle: '4. Zawadi',
  termsRewards1:
    'Kila kazi hukaguliwa kabla ya kulipwa. Sisi ndio huamua kama kazi inahesabiwa; kazi isiyothibitishwa haipati chochote.',
  termsRewards2:
    'Kila kazi inalipa mara moja tu kwa kila mtu. Kikomo cha kila siku cha kazi zinazolipwa kinahusu kila akaunti.',
  termsRewards3:
    'Zawadi {pending} hadi zithibitishwe, na hapo tu ndipo zinapatikana kwa kutolewa. Tunaweza kubatilisha zawadi inayosubiri au iliyolipwa ambayo ilipatikana kinyume na masharti haya.',
  termsPending: 'zinasubiri',
  termsRewards4:
    'Kiasi kiko kwa shilingi za Kenya (Ksh) isipokuwa kimeonyeshwa vinginevyo. Zawadi si mshahara na hazileti ajira.',
  termsRewards5: 'Unawajibika kwa kodi yoyote inayodaiwa kwa unachopata.',
  termsPaymentsTitle: '5. Malipo, utoaji wa pesa na ada',
  termsPayments1:
    'Watangazaji hulipa mapema kwa idadi lengwa ya ushiriki, kwa M-PESA, kadi au PayPal. Malipo ya PayPal hutozwa kwa dola za Marekani kwa kiwango kinachoonyeshwa kabla hujalipa. Ada yoyote huonyeshwa kabla hujathibitisha.',
  termsPayments2:
    'Pesa hutumwa kwa nambari yako ya M-PESA salio lako linalopatikana likifikia kiwango cha chini kinachoonyeshwa kwenye pochi yako. Ada yoyote ya kutoa pesa huonyeshwa kabla hujathibitisha.',
  termsPayments3:
    'Zawadi za rufaa zinaweza kutolewa mtu aliyealikwa akishafanya kazi yake ya kwanza na malipo yaliyozileta yasipoweza tena kurudishwa (siku chache kwa M-PESA, hadi miezi sita kwa PayPal au kadi); pesa zikirudishwa ndani ya muda huo zawadi hizo hufutwa, na vilevile akaunti zote mbili zikitumia kifaa, mtandao au nambari moja ya M-PESA.',
  termsPayments4: 'Malipo hayarudishwi kwa ushiriki ambao tayari umetolewa.',
  termsClosingTitle: '6. Kusimamishwa na kufunga akaunti yako',
  termsClosing1:
    'Tunaweza kusimamisha au kufunga akaunti inayokiuka masharti haya, na kufuta zawadi zilizopatikana kwa kuyakiuka. Pale tunapoweza, tunakueleza sababu na kukupa nafasi ya kujibu.',
  termsClosing2:
    'Unaweza kufuta akaunti yako wakati wowote kwenye mipangilio ya wasifu wako. Toa salio lako linalopatikana kwanza: salio la akaunti iliyofutwa haliwezi kulipwa.',
  termsDataTitle: '7. Data yako',
  termsData:
    'Tunatumia data yako kama {privacyPolicy} inavyoeleza, kwa mujibu wa Sheria ya Ulinzi wa Data ya Kenya, 2019. Manenosiri ya huduma nyingine, kama nenosiri lako la Instagram, hayahifadhiwi kamwe.',
  termsPrivacyPolicy: 'sera yetu ya faragha',
  termsServiceTitle: '8. Huduma',
  termsService:
    'engage inatolewa kama ilivyo. Tunajitahidi iendelee kupatikana lakini hatuahidi kwamba itapatikana kila wakati, wala kwamba chapisho lolote litafikia lengo lake kufikia wakati fulani. Hakuna chochote katika masharti haya kinachopunguza haki ulizo nazo chini ya Sheria ya Kulinda Watumiaji, 2012.',
  termsLawTitle: '9. Sheria na migogoro',
  termsLaw:
    'Masharti haya yanaongozwa na sheria za Kenya. Wasiliana nasi kwanza kupitia Kituo cha msaada ili tujaribu kusuluhisha kutoelewana; vinginevyo migogoro hupelekwa kwenye mahakama za Kenya. Tunaweza kubadilisha masharti haya na tutakujulisha ndani ya programu kabla mabadiliko hayajakuathiri.',

  botsTitle: 'Boti',
  botsLead: 'Msaidizi wa hiari anayekufanyia kazi rahisi ukiwa mbali, ili uendelee kupata pesa.',
  botsYourBot: 'Boti yako',
  botsDoesTitle: 'Boti inafanya nini',
  botsDoes1: 'Inafanya {simpleOnly}, kwenye majukwaa uliyounganisha.',
  botsSimpleOnly: 'kazi rahisi tu: kupenda na kutazama',
  botsDoes2:
    'Pale engage inapokagua kila kazi na jukwaa lenyewe, boti inapenda tu, na kwenye majukwaa inayoyataja hapo juu pekee: hakuna anayetazama video kwa niaba yake, na kazi ambayo engage haiwezi kukagua hailipwi kamwe kwa kuaminiwa tu.',
  botsDoes3:
    'Haiandiki maoni wala majibu, na haijiungi, haifuati, haichapishi tena wala haihifadhi alamisho kwa niaba yako. Kazi hizo zinakuhitaji wewe.',
  botsDoes4:
    'Inachagua tu kazi ambazo ungeweza kufanya mwenyewe: kwenye akaunti iliyounganishwa, ukiwa na barua pepe iliyothibitishwa.',
  botsRulesTitle: 'Sheria zilezile kama unapofanya mwenyewe',
  botsRules1: 'Kila kazi hukaguliwa kabla ya kulipwa. Kazi ambayo ukaguzi haujathibitisha haipati chochote.',
  botsRules2: 'Unalipwa mara moja tu kwa kila kazi: boti hairudii kamwe kazi ambayo wewe au yenyewe mmeshaifanya.',
  botsRules3: 'Zawadi huingia kwanza kwenye {pending} na zinapatikana kwa kutolewa zikishathibitishwa.',
  botsRules4:
    '{dailyLimit} cha kazi zinazolipwa kinahusu kila akaunti, kikihesabu kazi unazofanya wewe na boti yako pamoja. Kikifikiwa, kazi zinaanza kulipa tena siku inayofuata (saa za Nairobi).',
  botsDailyLimit: 'Kikomo cha kila siku',
  botsBeforeTitle: 'Kabla hujaiwasha',
  botsBefore1:
    '{linkAccounts} (Youtube, Twitter, Instagram): boti inaweza kufanya kazi kwenye majukwaa yaliyounganishwa pekee.',
  botsBefore2: 'Thibitisha barua pepe yako: akaunti isiyothibitishwa haiwezi kupata pesa, iwe na boti au bila boti.',
  botsBefore3:
    'Majukwaa yana sheria zake kuhusu shughuli za kiotomatiki. Akaunti zako za mitandao ya kijamii ni zako: kama huna amani boti ikizitumia, iache imezimwa — bado unaweza kufanya kila kazi mwenyewe.',
  botsOffTitle: 'Kuizima',
  botsOff:
    'Bonyeza ZIMA BOTI hapo juu, au tumia Boti kwenye menyu, wakati wowote. Zawadi ulizokwisha kupata zinabaki kwenye salio lako. Soma {terms} na {faq} kwa maelezo zaidi.',
  botsFaq: 'maswali yanayoulizwa mara kwa mara',

  communityTitle: 'Miongozo ya jumuiya',
  communityLead:
    'Kwenye engage, watu huwalipa watu kwa umakini halisi. Sheria hizi zinahakikisha inafaa kulipia, na inafaa kupata pesa kupitia kwayo.',
  communityTaskTitle: 'Unapofanya kazi',
  communityTask1:
    'Ifanye mwenyewe, kwa akaunti yako mwenyewe iliyounganishwa, na kwa dhati: tazama angalau sekunde {seconds}, penda unachokipenda kweli, na andika maoni yanayoendana na chapisho.',
  communityTask2:
    'Kila kazi inalipa mara moja tu kwa kila mtu. Akaunti ya pili, au kutengua kitendo baada ya kulipwa, huchukua pesa za watu waliochapisha.',
  communityTask3:
    'Kitu pekee cha kiotomatiki kinachoruhusiwa ni {bot} yetu, inayofanya kazi rahisi chini ya ukaguzi uleule kama wewe.',
  communityPostTitle: 'Unapochapisha',
  communityPost1: 'Tangaza viungo vilivyo vyako au ambavyo umeruhusiwa kuvitangaza.',
  communityPost2:
    'Hakuna utapeli, chuki, unyanyasaji wala maudhui ya watu wazima, na maelezo yaseme chapisho hasa ni nini.',
  communityWrongTitle: 'Kuna tatizo?',
  communityWrong:
    'Kazi ikionekana kuwa feki, imeharibika au ina madhara, tuandikie kwa {email} pamoja na kiungo chake. Tunaikagua na kumrudishia pesa yeyote aliyepoteza pesa kwa sababu yake.',
  communityGrowTitle: 'Kuza jumuiya',
  communityGrow:
    'Alika watu unaowajua kwa kiungo chako cha rufaa kutoka {affiliate}. Kwa maswali kuhusu mapato, salio na kutoa pesa, tembelea {helpCenter}.',

  moreTitle: 'Huduma zaidi',
  moreLead: 'Kupata pesa kwa kufanya kazi ni sehemu moja tu ya engage. Haya ndiyo mengine unayoweza kufanya.',
  moreReelsTitle: 'Video fupi',
  moreReelsText:
    'Video fupi kutoka kwa wabunifu kwenye engage. Zitazame, zipende na uzishiriki kwenye skrini nzima, zimeandaliwa kwa ajili ya simu.',
  moreReelsAction: 'Tazama video fupi',
  moreAffiliateTitle: 'Mpango wa washirika',
  moreAffiliateText:
    'Alika marafiki kwa kiungo chako binafsi cha rufaa na upate zawadi watu uliowaalika wanapolipia matangazo. Zawadi zinaweza kutolewa kwa M-PESA zikishashughulikiwa.',
  moreAffiliateAction: 'Pata kiungo chako cha rufaa',
  morePostingTitle: 'Tangaza kiungo chako',
  morePostingText:
    'Weka kiungo cha YouTube au X na ulipie watu halisi watazame, wapende, watoe maoni, wajiunge, wafuate au wachapishe tena, kwa Ksh kupitia M-PESA, au kwa kadi au PayPal.',
  morePostingAction: 'Tengeneza chapisho',
  moreWalletTitle: 'Pochi na malipo ya M-PESA',
  moreWalletText:
    'Angalia mapato yako, ongeza nambari ya M-PESA na utoe pesa, au weka malipo ya kiotomatiki kila wiki au kila mwezi.',
  moreWalletAction: 'Fungua pochi yako',
} satisfies Translation<typeof en>;

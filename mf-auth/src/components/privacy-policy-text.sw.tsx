/**
 * The privacy policy in Kiswahili: the same policy as privacy-policy-text.tsx, section by
 * section, as its own chunk so an English visit never downloads it (and the reverse). A legal
 * text reads better written whole in each language than assembled from message keys.
 */
import { Link } from '@engage/shared/router';
import { paths } from '@engage/shared/paths';
import { PRIVACY_CONTACT_EMAIL } from '@engage/shared/contract/privacy-contact';

export const POLICY_UPDATED = '29 Novemba 2026';

export default function PrivacyPolicyText() {
  return (
    <div className="eg-policy__body">
      <p className="eg-policy__updated">Ilisasishwa: {POLICY_UPDATED}</p>
      <p>
        engage ni soko ambapo watu nchini Kenya hupata pesa kwa kushiriki kwenye machapisho ya mitandao ya kijamii
        ambayo watumiaji wengine wanatangaza, na kutoa mapato yao kwa M-PESA. engage ndiye mdhibiti wa data unayotupa.
        Sera hii inaeleza tunachokusanya, kwa nini, tunakiweka kwa muda gani, nani hukipokea, na haki ulizo nazo chini
        ya Sheria ya Ulinzi wa Data ya Kenya, 2019, na jinsi ya kuzitumia.
      </p>

      <section aria-labelledby="policy-summary">
        <h2 id="policy-summary">Kwa ufupi</h2>
        <ul>
          <li>Tunaweka kile tunachohitaji kuendesha akaunti yako, kukagua kazi, kukulipa na kuzuia ulaghai.</li>
          <li>
            Google, X, PayPal na Safaricom huchakata baadhi ya data yako kwa niaba yetu; Google, X na PayPal hufanya
            hivyo Marekani na Umoja wa Ulaya pamoja na Kenya.
          </li>
          <li>
            <strong>Hatuhifadhi kamwe nenosiri lako la Instagram</strong> wala nenosiri lingine lolote la mitandao ya
            kijamii.
          </li>
          <li>Kumbukumbu za pesa huwekwa kwa miaka saba, kwa sababu sheria inataka hivyo.</li>
          <li>Tunatuma habari na matoleo kwa barua pepe tu ukiziomba, na unaweza kuzisimamisha wakati wowote.</li>
          <li>Hatuuzi data yako.</li>
        </ul>
      </section>

      <section aria-labelledby="policy-changes">
        <h2 id="policy-changes">Kilichobadilika tarehe {POLICY_UPDATED}</h2>
        <ul>
          <li>Sasa tunahifadhi ni toleo gani la masharti na la sera hii ulilokubali, na lini.</li>
          <li>
            Habari na matoleo kwa barua pepe hutumwa tu ukiyachagua, unapojisajili au katika Mipangilio ya wasifu.
          </li>
          <li>
            Sera hii sasa inataja nani hupokea data yako na wapi (Google, X, PayPal, Safaricom na mtoa huduma wetu wa
            barua pepe), inasema kila aina ya data huwekwa kwa muda gani, na inatoa mawasiliano ya Kamishna wa Data.
          </li>
          <li>
            Sasa pia inaeleza ishara za kifaa na mtandao tunazoweka ili kuzuia akaunti bandia, na tokeni tunazoweka
            unapounganisha YouTube au X.
          </li>
        </ul>
      </section>

      <section aria-labelledby="policy-data">
        <h2 id="policy-data">Tunachokusanya</h2>
        <h3>Akaunti yako</h3>
        <ul>
          <li>
            Anwani yako ya barua pepe, na nenosiri lako lililohifadhiwa kama hashi ya njia moja (hatuwezi kulisoma).
          </li>
          <li>
            Ukiingia kwa Google: anwani ya barua pepe na kitambulisho cha akaunti ambacho Google hutupa. Hatupokei
            nenosiri lako la Google wala anwani zako za mawasiliano.
          </li>
          <li>Aina ya akaunti yako (mtumiaji au mtangazaji), nambari ya rufaa uliyojiunga nayo, na aliyekualika.</li>
          <li>Kama barua pepe yako imethibitishwa, lugha uliyochagua, na ulipojisajili.</li>
          <li>
            Ni toleo gani la masharti na la sera hii ulilokubali na lini, na kama unataka habari na matoleo kwa barua
            pepe.
          </li>
        </ul>
        <h3>Wasifu wako</h3>
        <ul>
          <li>
            Unachochagua kuongeza: jina la mtumiaji, majina, picha ya wasifu, maelezo kukuhusu, eneo, elimu, wadhifa,
            lugha, nambari ya simu, tarehe ya kuzaliwa, mambo unayopenda na kiwango cha uzoefu, na kama wasifu wako ni
            wa umma au wa faragha.
          </li>
        </ul>
        <h3>Akaunti za mitandao ya kijamii zilizounganishwa</h3>
        <ul>
          <li>
            Unapounganisha YouTube au X, unaingia kwenye kurasa zao wenyewe, kwa hiyo hatuoni manenosiri hayo. Tunaweka
            kitambulisho cha akaunti na tokeni za ufikiaji ambazo mtandao hutupa, zikiwa zimesimbwa, ili tuweze kukagua
            kwenye mtandao huo kwamba kazi ilifanyika (kwa mfano kwamba ulipenda video au ulifuata akaunti). Kwa hizo
            tunasoma tu kile ukaguzi unachohitaji.
          </li>
          <li>
            Tunaweka alama ya kidijitali iliyofungwa kwa ufunguo ya kila akaunti ya YouTube na X iliyowahi kuunganishwa,
            ili akaunti moja ya kijamii ipate zawadi ya kazi mara moja tu. Haiwezi kugeuzwa kuwa kitambulisho cha
            akaunti bila ufunguo wetu wa siri.
          </li>
          <li>
            Ili kuunganisha Instagram unaandika jina lako la mtumiaji na nenosiri la Instagram. Vinatumika mara moja,
            kuunganisha, na <strong>havihifadhiwi kamwe</strong>.
          </li>
          <li>Unaweza kutenganisha akaunti iliyounganishwa wakati wowote kutoka Akaunti zilizounganishwa.</li>
        </ul>
        <h3>Shughuli za kazi na mapato</h3>
        <ul>
          <li>
            Kazi ulizochukua na lini: kutazama (pamoja na muda video ilicheza), kupenda, maoni, kufuata, kujiunga,
            kuchapisha tena na kuhifadhi alamisho kupitia engage, na ukaguzi na mapitio yake.
          </li>
          <li>
            Mapato yako, salio linalosubiri, zawadi za rufaa na kila muamala wa pesa kwenye akaunti yako, katika daftari
            letu la hesabu.
          </li>
          <li>Kama uliwasha boti ya hiari, na kazi ilizokufanyia.</li>
        </ul>
        <h3>Malipo na utoaji wa pesa</h3>
        <ul>
          <li>
            Kwa utoaji wa pesa: nambari yako ya M-PESA, jina lako la kwanza na la mwisho na nambari ya kitambulisho
            chako cha taifa, ili pesa imfikie mtu sahihi, na majibu ambayo M-PESA hurudisha.
          </li>
          <li>
            Kwa watangazaji wanaolipia matangazo: kiasi, sarafu, njia na kumbukumbu ya kila malipo, na nambari ya simu
            iliyotumika kwa malipo ya M-PESA. Maelezo ya kadi na PayPal huwekwa kwa PayPal, si kwetu.
          </li>
        </ul>
        <h3>Ujumbe</h3>
        <ul>
          <li>Arifa tunazokuonyesha kwenye programu na barua pepe tunazokutumia.</li>
        </ul>
        <h3>Ishara za kifaa na mtandao</h3>
        <ul>
          <li>
            Unapojisajili au kuingia: kitambulisho ambacho programu hii huweka kwenye kifaa chako na mtandao ambao kifaa
            chako huunganishwa nao. Tunavitumia tu kugundua akaunti nyingi zilizofunguliwa au kutumiwa kutoka kifaa
            kimoja au mtandao mmoja (akaunti bandia na ulaghai wa rufaa).
          </li>
          <li>
            Anwani ambayo kifaa chako huunganishwa nayo pia huhesabiwa kwa muda mfupi ili kupunguza majaribio ya mara
            kwa mara.
          </li>
        </ul>
        <h3>Vidakuzi na hifadhi kwenye kifaa chako</h3>
        <ul>
          <li>
            Kivinjari chako huweka tokeni zako za kuingia, aina ya akaunti, nambari yoyote ya rufaa, lugha na mandhari
            yako, na nakala za kurasa ulizofungua (ili programu ifunguke bila mtandao) katika hifadhi yake ya ndani.
            Ukitoka, vilivyo vyako huondolewa.
          </li>
          <li>
            Kuingia kwa Google huweka kidakuzi kimoja cha muda mfupi unapoingia, ili jibu la Google lirudi kwenye
            kivinjari sahihi. Hatutumii vidakuzi vya matangazo wala vya kufuatilia.
          </li>
        </ul>
      </section>

      <section aria-labelledby="policy-why">
        <h2 id="policy-why">Kwa nini tunaitumia, na kwa msingi gani wa kisheria</h2>
        <ul>
          <li>
            <strong>Kutoa huduma</strong> (kutimiza mkataba wetu nawe): akaunti yako, orodha ya kazi, kukagua kwamba
            kazi ilifanyika, kukuwekea mapato na kukulipa, kupokea malipo ya watangazaji, na barua pepe na arifa ambazo
            akaunti yako inahitaji.
          </li>
          <li>
            <strong>Kuweka soko kuwa la haki na salama</strong> (maslahi yetu halali): zawadi moja kwa kila kazi na
            akaunti ya kijamii, vikomo vya kila siku, ishara za kifaa na mtandao, na kugundua akaunti bandia na ulaghai.
          </li>
          <li>
            <strong>Kutii sheria</strong> (wajibu wa kisheria): kumbukumbu za pesa, na kujibu maombi halali ya mamlaka
            za Kenya.
          </li>
          <li>
            <strong>Kwa idhini yako</strong>: kuunganisha akaunti za kijamii, kuendesha boti, na habari na matoleo kwa
            barua pepe. Unaweza kuondoa idhini wakati wowote kwa kutenganisha akaunti, kuzima boti, au kuzima habari na
            matoleo katika Mipangilio ya wasifu; kilichofanyika kabla kinabaki halali.
          </li>
        </ul>
        <p>
          Ukaguzi wa kiotomatiki unaweza kusimamisha utoaji wa pesa au dai la kazi ili mtu wa engage alipitie; hauamui
          wenyewe kufunga akaunti yako au kuchukua pesa yako.
        </p>
      </section>

      <section aria-labelledby="policy-sharing">
        <h2 id="policy-sharing">Nani huipokea</h2>
        <ul>
          <li>
            <strong>Safaricom</strong> (M-PESA, Kenya): nambari yako ya simu, jina na kiasi, kutuma pesa unazotoa na
            kupokea malipo ya M-PESA.
          </li>
          <li>
            <strong>PayPal</strong> (Marekani na Umoja wa Ulaya): kiasi na kumbukumbu ya malipo ya mtangazaji; PayPal
            huweka data ya akaunti yake chini ya sera yake yenyewe.
          </li>
          <li>
            <strong>Google</strong> (Marekani na Umoja wa Ulaya): unapoingia kwa Google, na kwa YouTube unapoiunganisha:
            ukaguzi wa kazi zako za YouTube hufanywa kwa YouTube Data API ya Google.
          </li>
          <li>
            <strong>X</strong> (Marekani na Umoja wa Ulaya): unapounganisha X, ukaguzi wa kazi zako za X hufanywa kwa
            API ya X.
          </li>
          <li>
            <strong>Mtoa huduma wetu wa barua pepe</strong>: anwani yako ya barua pepe na barua pepe tunazokutumia. Seva
            zetu na mtoa huduma wake wa kuhifadhi huweka yote yaliyo hapo juu.
          </li>
          <li>
            Watangazaji huona idadi ya watu walioshiriki kwenye machapisho yao, si barua pepe wala nambari yako ya simu.
            Jina lako la mtumiaji na picha huonekana kulingana na mpangilio wa uonekano wa wasifu wako.
          </li>
          <li>Mamlaka, sheria ya Kenya inapotaka hivyo.</li>
        </ul>
        <p>
          Google, X na PayPal huchakata data nje ya Kenya. Tunawahamishia data tu kama Sheria ya Ulinzi wa Data
          inavyoruhusu: kutimiza mkataba wetu nawe, au kwa kinga ambazo Sheria na kanuni zake zinataka.
        </p>
      </section>

      <section aria-labelledby="policy-retention">
        <h2 id="policy-retention">Tunaiweka kwa muda gani</h2>
        <ul>
          <li>Akaunti, wasifu, akaunti zilizounganishwa, shughuli za kazi na ujumbe: akaunti yako ikiwepo.</li>
          <li>
            Ukifuta akaunti yako tunaondoa mara moja anwani yako ya barua pepe, majina, nambari ya simu, maelezo
            kukuhusu, picha, mambo unayopenda, maelezo mengine ya wasifu na akaunti zilizounganishwa, na kumaliza kila
            kipindi cha kuingia. Yafuatayo huwekwa.
          </li>
          <li>
            Kumbukumbu za pesa (mapato, malipo, utoaji wa pesa, daftari la hesabu) na maelezo ya malipo zilipotumwa
            (nambari ya M-PESA, jina, nambari ya kitambulisho): miaka saba, kama sheria za kodi na za kuzuia
            utakatishaji wa fedha za Kenya zinavyotaka.
          </li>
          <li>Ishara za kifaa na mtandao: hufutwa siku 180 baada ya kuonekana mara ya mwisho.</li>
          <li>
            Alama za kidijitali za akaunti za YouTube na X zilizounganishwa: huwekwa, ili akaunti ya kijamii ipate
            zawadi ya kazi mara moja tu.
          </li>
          <li>
            Majibu yako kuhusu masharti, sera hii na barua pepe za matangazo: huwekwa kama ushahidi wa ulichokubali.
          </li>
          <li>
            Nambari za uthibitisho na viungo vya kubadilisha nenosiri huisha ndani ya saa moja na hufanya kazi mara moja
            tu.
          </li>
        </ul>
      </section>

      <section aria-labelledby="policy-rights">
        <h2 id="policy-rights">Haki zako chini ya Sheria ya Ulinzi wa Data, 2019</h2>
        <p>Una haki ya:</p>
        <ul>
          <li>kujulishwa jinsi data yako inavyotumika (sera hii);</li>
          <li>
            kupata data yako binafsi tuliyo nayo, na kuipokea katika muundo unaohamishika na unaosomeka na mashine;
          </li>
          <li>kurekebishiwa data isiyo sahihi au inayopotosha;</li>
          <li>kufutiwa data ambayo hatuna sababu wala wajibu wa kisheria wa kuiweka;</li>
          <li>kupinga uchakataji, ikiwemo wa matangazo ya moja kwa moja;</li>
          <li>kuondoa idhini uliyotoa, wakati wowote;</li>
          <li>kutoamuliwa kwa uamuzi unaotokana tu na uchakataji wa kiotomatiki unaokuathiri kwa kiasi kikubwa;</li>
          <li>kulalamika kwa Kamishna wa Ulinzi wa Data.</li>
        </ul>
        <h3>Jinsi ya kuzitumia</h3>
        <ul>
          <li>
            Kwenye programu, katika Mipangilio ya wasifu: rekebisha maelezo yako, pakua nakala ya data yako (Faragha:
            faili la kila rekodi na taarifa ya pesa zako, tayari ndani ya dakika, kiungo kikifanya kazi kwa saa 24),
            washa au zima habari na matoleo kwa barua pepe, na futa akaunti yako. Tenganisha akaunti za kijamii katika
            Akaunti zilizounganishwa, na zima boti katika Boti.
          </li>
          <li>
            Kwa jambo lingine lolote (pingamizi, swali), tuandikie{' '}
            <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a> kutoka kwa barua pepe ya akaunti
            yako. Tunajibu ndani ya muda ambao sheria inaweka, siku 30 zaidi.
          </li>
          <li>
            Kama haujaridhika, lalamika kwa Ofisi ya Kamishna wa Ulinzi wa Data: odpc.go.ke,{' '}
            <a href="mailto:info@odpc.go.ke">info@odpc.go.ke</a>.
          </li>
        </ul>
      </section>

      <section aria-labelledby="policy-security">
        <h2 id="policy-security">Usalama</h2>
        <ul>
          <li>
            Miunganisho imesimbwa; manenosiri huhifadhiwa kama hashi imara za njia moja; tokeni za mitandao zimesimbwa.
          </li>
          <li>Kubadilisha nenosiri lako hukutoa kwenye vifaa vyote.</li>
          <li>
            Uvujaji ukihatarisha data yako, tutakujulisha wewe na Kamishna wa Ulinzi wa Data kama sheria inavyotaka.
          </li>
        </ul>
      </section>

      <section aria-labelledby="policy-age">
        <h2 id="policy-age">Umri</h2>
        <p>engage ni kwa watu wenye umri wa miaka 18 na zaidi. Hatuweki data ya watoto kwa kujua.</p>
      </section>

      <section aria-labelledby="policy-contact">
        <h2 id="policy-contact">Mawasiliano na mabadiliko</h2>
        <p>
          Maswali au maombi kuhusu data yako: <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a>.
          Sera hii ikibadilika kwa njia muhimu, programu itakuomba usome na ukubali toleo jipya unapoingia tena.
        </p>
        <p>
          <Link to={paths.signin}>Rudi kuingia</Link>
        </p>
      </section>
    </div>
  );
}

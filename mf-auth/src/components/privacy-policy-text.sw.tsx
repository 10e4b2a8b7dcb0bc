/**
 * The privacy policy in Kiswahili: the same policy as privacy-policy-text.tsx, section by
 * section, as its own chunk so an English visit never downloads it (and the reverse). A legal
 * text reads better written whole in each language than assembled from message keys.
 */
import { Link } from '@engage/shared/router';
import { paths } from '@engage/shared/paths';
import { PRIVACY_CONTACT_EMAIL } from './privacy-contact';

export const POLICY_UPDATED = '22 Novemba 2026';

export default function PrivacyPolicyText() {
  return (
    <div className="eg-policy__body">
      <p className="eg-policy__updated">Ilisasishwa: {POLICY_UPDATED}</p>
      <p>
        engage ni soko ambapo watu nchini Kenya hupata pesa kwa kushiriki kwenye machapisho ya mitandao ya kijamii
        ambayo watumiaji wengine wanatangaza, na kutoa mapato yao kwa M-PESA. Sera hii inaeleza tunachokusanya, kwa
        nini, tunakiweka kwa muda gani na haki ulizo nazo chini ya Sheria ya Ulinzi wa Data ya Kenya, 2019. Tumeiandika
        ili isomwe, si kurukwa.
      </p>

      <section aria-labelledby="policy-summary">
        <h2 id="policy-summary">Kwa ufupi</h2>
        <ul>
          <li>Tunaweka tu kile tunachohitaji kuendesha akaunti yako, kuthibitisha kazi na kukulipa — si zaidi.</li>
          <li>
            Kwa akaunti za mitandao ya kijamii zilizounganishwa tunaweka tu kama kila moja imeunganishwa.{' '}
            <strong>Hatuhifadhi kamwe nenosiri lako la Instagram</strong> wala nenosiri lingine lolote la mitandao ya
            kijamii.
          </li>
          <li>Nambari yako ya M-PESA inatumika tu kukutumia pesa zako.</li>
          <li>Hatuuzi data yako, na hatuwaonyeshi watangazaji barua pepe au nambari yako ya simu.</li>
          <li>Unaweza kuona, kurekebisha, kupakua au kufuta data yako wakati wowote.</li>
        </ul>
      </section>

      <section aria-labelledby="policy-data">
        <h2 id="policy-data">Tunachokusanya</h2>
        <h3>Akaunti yako</h3>
        <ul>
          <li>
            Barua pepe yako, na nenosiri lako likiwa limehifadhiwa kwa njia ya hashi ya upande mmoja tu (hatuwezi
            kulisoma).
          </li>
          <li>
            Ukiingia na Google: barua pepe na kitambulisho cha akaunti ambacho Google hutupa. Hatupokei nenosiri lako la
            Google wala anwani zako.
          </li>
          <li>Aina ya akaunti yako (mtumiaji au mtangazaji), nambari ya rufaa uliyojiunga nayo, na aliyekualika.</li>
          <li>Kama barua pepe yako imethibitishwa.</li>
        </ul>
        <h3>Wasifu wako</h3>
        <ul>
          <li>Jina la mtumiaji, picha ya wasifu, mambo unayopenda na mapendeleo unayochagua kuongeza.</li>
        </ul>
        <h3>Akaunti za mitandao ya kijamii zilizounganishwa</h3>
        <ul>
          <li>
            Kwa YouTube, X (Twitter) na Instagram tunaweka alama ya muunganisho tu: imeunganishwa au la. Unaunganisha
            YouTube na X kwenye kurasa zao wenyewe za kuingia, kwa hivyo hatuoni kamwe manenosiri hayo.
          </li>
          <li>
            Kuunganisha Instagram unaandika jina lako la mtumiaji na nenosiri la Instagram. Yanatumika mara moja tu,
            kuunganisha, na <strong>hayahifadhiwi kamwe</strong>.
          </li>
          <li>Unaweza kuondoa akaunti iliyounganishwa wakati wowote kwenye Akaunti zilizounganishwa.</li>
        </ul>
        <h3>Shughuli za kazi na mapato</h3>
        <ul>
          <li>
            Kazi ulizochukua na lini: kutazama (pamoja na muda uliotazama), kupenda, maoni, kufuata, kujiunga,
            kuchapisha tena na kuhifadhi alamisho kupitia engage.
          </li>
          <li>Mapato yako, salio linalosubiri, zawadi za rufaa na kila muamala wa pesa kwenye akaunti yako.</li>
          <li>Kama uliwasha boti ya hiari, na kazi ilizokufanyia.</li>
        </ul>
        <h3>Malipo</h3>
        <ul>
          <li>
            Kwa utoaji wa pesa: nambari yako ya simu ya M-PESA na jina na nambari ya kitambulisho ambazo njia ya kupokea
            pesa inahitaji, ili pesa zimfikie mtu sahihi.
          </li>
          <li>
            Kwa watangazaji wanaolipia matangazo: kiasi, sarafu na kumbukumbu ya kila malipo. Maelezo ya kadi na PayPal
            yanawekwa kwa mtoa huduma wa malipo, si kwetu.
          </li>
        </ul>
        <h3>Data ya kiufundi</h3>
        <ul>
          <li>
            Vipindi vya kuingia (lini na kutoka kipindi gani uliingia) na anwani ambayo kifaa chako kinaunganishwa
            kutoka, ili kulinda akaunti yako na kuzuia matumizi mabaya.
          </li>
          <li>
            Kivinjari chako huhifadhi tokeni yako ya kuingia, aina ya akaunti na nambari yoyote ya rufaa, ili ubaki
            umeingia. Ukitoka, vinaondolewa.
          </li>
        </ul>
      </section>

      <section aria-labelledby="policy-why">
        <h2 id="policy-why">Kwa nini tunaitumia</h2>
        <ul>
          <li>
            <strong>Kutoa huduma</strong> (kutimiza mkataba wetu nawe): akaunti yako, orodha ya kazi, kuhakikisha kazi
            imefanyika, kukuwekea mapato na kukulipa.
          </li>
          <li>
            <strong>Kuweka soko kuwa la haki</strong> (maslahi yetu halali): zawadi moja kwa kila kazi, vikomo vya kila
            siku, na kugundua akaunti bandia na ulaghai.
          </li>
          <li>
            <strong>Kutii sheria</strong> (wajibu wa kisheria): kumbukumbu za fedha na kujibu maombi halali ya mamlaka
            za Kenya.
          </li>
          <li>
            <strong>Kwa idhini yako</strong>: kuunganisha akaunti za mitandao ya kijamii na kuendesha boti. Unaweza
            kuondoa idhini wakati wowote kwa kutenganisha akaunti au kuzima boti.
          </li>
          <li>
            Kukutumia unachohitaji kujua: nambari za uthibitisho, viungo vya kubadilisha nenosiri na arifa kuhusu
            akaunti yako.
          </li>
        </ul>
      </section>

      <section aria-labelledby="policy-sharing">
        <h2 id="policy-sharing">Tunaishiriki na nani</h2>
        <ul>
          <li>
            Safaricom (M-PESA), kutuma pesa unazotoa; PayPal na wachakataji wa kadi, kupokea malipo ya watangazaji.
          </li>
          <li>Google, YouTube na X, pale tu unapochagua kuingia nazo au kuziunganisha.</li>
          <li>
            Watoa huduma wanaoendesha seva zetu na kutuma barua pepe zetu, chini ya mikataba inayowalazimu kufuata sera
            hii.
          </li>
          <li>
            Watangazaji wanaona ni watu wangapi walishiriki kwenye machapisho yao, si barua pepe wala nambari yako ya
            simu. Jina lako la mtumiaji na picha vinaonekana kulingana na mpangilio wa kuonekana kwa wasifu wako.
          </li>
          <li>Mamlaka, pale sheria ya Kenya inapotaka hivyo.</li>
        </ul>
        <p>
          Mtoa huduma anapochakata data nje ya Kenya, tunafanya hivyo tu kwa kinga ambazo Sheria ya Ulinzi wa Data
          inataka.
        </p>
      </section>

      <section aria-labelledby="policy-retention">
        <h2 id="policy-retention">Tunaiweka kwa muda gani</h2>
        <ul>
          <li>Akaunti, wasifu na alama za akaunti zilizounganishwa: muda wote akaunti yako iko wazi.</li>
          <li>
            Ukifuta akaunti yako, tunafuta data yako binafsi au kuifanya isiweze kukutambulisha ndani ya siku 30,
            isipokuwa kumbukumbu zilizo hapa chini.
          </li>
          <li>
            Kumbukumbu za pesa (mapato, utoaji wa pesa, malipo): miaka saba, kama sheria za Kenya za kodi na za
            kupambana na utakatishaji wa fedha zinavyotaka.
          </li>
          <li>
            Nambari za uthibitisho na viungo vya kubadilisha nenosiri huisha ndani ya saa moja na hufanya kazi mara moja
            tu.
          </li>
          <li>Kumbukumbu za usalama: si zaidi ya siku 90.</li>
        </ul>
      </section>

      <section aria-labelledby="policy-rights">
        <h2 id="policy-rights">Haki zako chini ya Sheria ya Ulinzi wa Data, 2019</h2>
        <p>Una haki ya:</p>
        <ul>
          <li>kujulishwa jinsi data yako inavyotumika (sera hii);</li>
          <li>kupata data binafsi tuliyo nayo kukuhusu;</li>
          <li>kurekebishwa kwa data isiyo sahihi au inayopotosha, na kufutwa kwa data tusiyoihitaji tena;</li>
          <li>kupinga uchakataji, ikiwemo kwa matangazo ya moja kwa moja;</li>
          <li>kupokea data yako kwa muundo unaohamishika na unaosomeka na kompyuta;</li>
          <li>kutoamuliwa kwa uamuzi unaotegemea uchakataji wa kiotomatiki pekee unaokuathiri kwa kiasi kikubwa;</li>
          <li>kuondoa idhini uliyotoa, wakati wowote.</li>
        </ul>
        <p>
          Mengi ya haya unaweza kuyafanya mwenyewe kwenye programu: kuhariri wasifu wako, kutenganisha akaunti
          zilizounganishwa, au kufuta akaunti yako kwenye mipangilio ya Wasifu. Kwa jambo lingine lolote, tuandikie
          (hapa chini) nasi tutakujibu haraka na ndani ya muda ambao sheria inaweka. Usiporidhika, unaweza kuwasilisha
          malalamiko kwa Ofisi ya Kamishna wa Ulinzi wa Data (odpc.go.ke).
        </p>
      </section>

      <section aria-labelledby="policy-security">
        <h2 id="policy-security">Usalama</h2>
        <ul>
          <li>Miunganisho imesimbwa; manenosiri yanahifadhiwa kama hashi imara za upande mmoja.</li>
          <li>Kubadilisha nenosiri lako kunakutoa kwenye vifaa vyote.</li>
          <li>
            Uvujaji ukihatarisha data yako, tutakujulisha wewe na Kamishna wa Ulinzi wa Data kama sheria inavyotaka.
          </li>
        </ul>
      </section>

      <section aria-labelledby="policy-age">
        <h2 id="policy-age">Umri</h2>
        <p>engage ni kwa watu wenye umri wa miaka 18 na zaidi. Hatuweki kwa kujua data ya watoto.</p>
      </section>

      <section aria-labelledby="policy-contact">
        <h2 id="policy-contact">Mawasiliano na mabadiliko</h2>
        <p>
          Maswali au maombi kuhusu data yako: <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a>.
          Sera hii ikibadilika kwa namna muhimu, tutakujulisha kwenye programu kabla mabadiliko hayajaanza kutumika.
        </p>
        <p>
          <Link to={paths.signin}>Rudi kuingia</Link>
        </p>
      </section>
    </div>
  );
}

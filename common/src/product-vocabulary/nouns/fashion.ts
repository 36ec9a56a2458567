import { nounTable } from '../table';

/** Fashion: curated by Vikreta (not measured search data), as of November 2026. */
export const fashionNouns = nounTable(
  'Fashion',
  `
@saree
types: banarasi, kanjivaram, printed, embroidered, zari, handloom, bandhani, sequin
materials: silk, cotton, georgette, chiffon, organza, linen, art silk, net, crepe
uses: for wedding, for party, for festive wear, for office, for daily wear
audiences: for women
features: with blouse piece, with unstitched blouse
prices: 500 1000 2000 5000
band: 299 1000 3000 50000
checklist: material pattern occasion colour dimensions careInstructions

@kurti
types: printed, embroidered, straight, a-line, anarkali, long, short, chikankari
materials: cotton, rayon, georgette, khadi, silk, linen
sizes: xl, xxl, plus size
uses: for office, for daily wear, for festive wear, for college
audiences: for women, for girls
features: with palazzo, with pant, with dupatta
prices: 300 500 800 1000
band: 199 600 1500 6000
checklist: material size fit sleeve pattern colour occasion careInstructions

@ethnic-set
types: printed, embroidered, readymade, semi-stitched
materials: cotton, rayon, georgette, silk, chanderi, muslin
sizes: xl, xxl
uses: for wedding, for festive wear, for party, for daily wear, for office
audiences: for women, for girls
features: with dupatta
prices: 500 1000 1500 2000
band: 399 1000 2500 15000
checklist: material size fit pattern colour occasion careInstructions

@dress-material
types: printed, embroidered, unstitched
materials: cotton, rayon, georgette, silk, chanderi, muslin
uses: for wedding, for festive wear, for party, for daily wear, for office
audiences: for women
features: with dupatta
prices: 500 1000 1500 2000
band: 399 1000 2500 15000
checklist: material pattern colour occasion dimensions careInstructions

@mens-ethnic
types: printed, solid, embroidered, mandarin collar
materials: cotton, silk, linen, khadi, rayon, art silk
sizes: xl, xxl
uses: for wedding, for festive wear, for party
audiences: for men, for boys
prices: 500 1000 1500 2000
band: 399 900 2500 20000
checklist: material size fit sleeve colour occasion careInstructions

@mens-jacket
types: printed, solid, embroidered, mandarin collar
materials: cotton, silk, linen, khadi, art silk
sizes: xl, xxl
uses: for wedding, for festive wear, for party
audiences: for men, for boys
prices: 500 1000 1500 2000
band: 399 900 2500 20000
checklist: material size fit colour occasion careInstructions

@mens-drape
types: printed, solid, striped, plain
materials: cotton, silk, art silk, rayon, khadi
uses: for daily wear
audiences: for men
prices: 300 500 1000
band: 149 350 1000 10000
checklist: material size colour pattern careInstructions

@tee
types: round neck, polo, v neck, oversized, printed, solid, full sleeve, half sleeve, graphic
materials: cotton, polyester, lycra
sizes: xl, xxl, pack of 3
uses: for gym, for casual wear, for sports, for running
audiences: for men, for women, for boys, for girls
prices: 300 500 800
band: 199 500 1200 4000
checklist: material size fit sleeve colour pattern count

@shirt
types: formal, casual, checked, striped, printed, slim fit, regular fit
materials: cotton, linen, denim, rayon, polyester
sizes: xl, xxl
uses: for office, for party, for casual wear, for wedding
audiences: for men, for women, for boys
prices: 500 800 1000
band: 299 800 2000 6000
checklist: material size fit sleeve colour pattern careInstructions

@bottomwear
types: slim fit, regular fit, straight fit, stretchable, casual
materials: cotton, lycra, polyester
sizes: 28, 30, 32, 34, 36
uses: for casual wear, for daily wear
audiences: for men, for women, for boys, for girls
prices: 500 800 1000 1500
band: 299 800 2000 6000
checklist: material size fit colour careInstructions

@women-western
types: printed, solid, floral, party wear, off shoulder
materials: cotton, rayon, georgette, crepe, polyester, linen
sizes: xl, xxl
uses: for party, for office, for casual wear
audiences: for women, for girls
prices: 500 800 1000 1500
band: 299 800 2000 8000
checklist: material size fit sleeve colour pattern occasion

@women-bottom
types: solid
materials: cotton
sizes: free size, xl, xxl, pack of 2
uses: for daily wear
audiences: for women, for girls
prices: 300 500 800
band: 149 400 900 3000
checklist: material size fit colour count

@innerwear
types: cotton, printed
materials: cotton, lycra, modal, polyester
sizes: pack of 3, pack of 5
uses: for daily wear, for sports
prices: 300 500 800
band: 149 400 900 3000
checklist: material size count colour

@nightwear
types: printed, cotton
materials: cotton, rayon, satin, hosiery
sizes: xl, xxl
uses: for sleeping, for home
prices: 300 500 800
band: 199 500 1200 3500
checklist: material size colour pattern

@winterwear
types: full sleeve, solid
materials: wool, fleece, cotton, polyester
sizes: xl, xxl
uses: for winter, for travel
audiences: for men, for women, for boys, for girls
prices: 500 1000 1500 2000
band: 399 1000 2500 10000
checklist: material size fit colour careInstructions

@rainwear
types: hooded, waterproof, reversible, long, printed
materials: pvc, polyester, nylon
sizes: m, l, xl, xxl
uses: for rain, for bike riding, for travel, for school
audiences: for men, for women, for boys, for girls
prices: 300 500 1000 1500
band: 199 500 1200 5000
checklist: material size colour careInstructions

@accessory-wear
types: printed, solid, embroidered, woven
materials: cotton, wool
uses: for winter, for daily wear
audiences: for women, for men
prices: 300 500 1000
band: 149 400 1200 8000
checklist: material colour dimensions pattern

@dupatta
types: printed, embroidered, bandhani, phulkari, zari, solid
materials: silk, cotton, chiffon, georgette, net, chanderi, organza
uses: for wedding, for festive wear, for daily wear, for kurti
audiences: for women, for girls
prices: 300 500 1000
band: 149 400 1200 6000
checklist: material colour dimensions pattern

@shapewear
types: tummy control, high waist, seamless, full body
materials: lycra, spandex, nylon, cotton
sizes: xl, xxl, free size
uses: for saree, for daily wear, for party
audiences: for women, for girls
prices: 300 500 800 1000
band: 249 500 1000 3000
checklist: material size fit colour

@modest-wear
types: embroidered, front open, kaftan, printed
materials: nida, crepe, georgette, lycra, polyester
sizes: 52, 54, 56, free size
uses: for daily wear, for eid, for party, for college
audiences: for women, for girls
features: with hijab
prices: 500 800 1000 1500
band: 399 800 1500 6000
checklist: material size colour pattern

@activewear-set
types: full sleeve, solid, printed, zipper
materials: polyester, cotton, lycra, fleece
sizes: xl, xxl
uses: for gym, for running, for sports, for winter
audiences: for men, for women, for boys, for girls
prices: 500 800 1000 1500
band: 399 800 1800 6000
checklist: material size fit colour

@neckwear
types: formal, printed, solid, striped, skinny, self design
materials: silk, satin, polyester, microfibre
sizes: pack of 3, combo
uses: for office, for wedding, for party, for formal wear, for school
audiences: for men, for boys
features: with pocket square, with cufflinks
prices: 200 300 500
band: 149 300 700 3000
checklist: material colour pattern count

# Clips and bands for the hair, sold in packs.
@hair-accessory
types: korean, printed, pearl
sizes: pack of 6, pack of 12, combo
uses: for daily wear, for party
audiences: for women, for girls, for kids
prices: 100 200 300 500
band: 49 150 400 1500
checklist: material count colour

@kids-wear
types: printed, party wear, cotton, frilled
materials: cotton, net, rayon
uses: for party, for birthday, for daily wear
audiences: for girls, for kids, for baby girl
prices: 300 500 800
band: 199 500 1200 4000
checklist: material size ageGroup colour

saree; saree; sari, sarees; sadi, saari, saaree, sary; साड़ी; साडी; சேலை, புடவை; చీర; শাড়ি; 5
kurti; kurti; kurtis, kurta for women; kurthi, kurtee, kurty, kurtie; कुर्ती; ; குர்தி; కుర్తీ; কুর্তি; 5
kurta; mens-ethnic; kurtas; kurtha, kurtaa; कुर्ता; ; குர்தா; కుర్తా; কুর্তা, পাঞ্জাবি; 4; audiences=for women / types=straight, short, long / features=with pyjama, with churidar / uses=for daily wear, for puja
kurta pyjama; mens-ethnic; kurta set, kurta pajama; kurta payjama, kurta paijama; कुर्ता पजामा; कुर्ता पायजमा; குர்தா பைஜாமா; కుర్తా పైజామా; পাঞ্জাবি পায়জামা; 4; types=straight, short, long / uses=for daily wear, for puja
sherwani; mens-ethnic; sherwani set; sherwany, sherwaani; शेरवानी; ; ஷெர்வானி; షేర్వానీ; শেরওয়ানি; 3; uses=for groom / features=with pyjama, with churidar
nehru jacket; mens-jacket; modi jacket, bandhgala jacket; nehru jaket; नेहरू जैकेट, मोदी जैकेट; ; நேரு ஜாக்கெட்; నెహ్రూ జాకెట్; নেহরু জ্যাকেট; 3
dhoti; mens-drape; veshti, mundu; dhotee, vesti; धोती; धोतर; வேட்டி, வேஷ்டி; పంచె, ధోతి; ধুতি; 3; uses=for puja, for festive wear / types=pre-stitched
lungi; mens-drape; kaili; lungee, lungi cotton; लुंगी; ; கைலி, லுங்கி; లుంగీ; লুঙ্গি; 2; types=checked
kurta sharara set; ethnic-set; kurta palazzo set, kurta pant set, kurta dupatta set, sharara set, palazzo set; kurta sarara set, sharara suit; कुर्ता शरारा सेट; कुर्ता शरारा सेट; குர்தா ஷராரா செட்; కుర్తా షరారా సెట్; কুর্তা শারারা সেট; 3; types=straight, anarkali
salwar suit; ethnic-set; salwar kameez, suit set, churidar suit; salwar soot, salwaar suit; सलवार सूट; पंजाबी ड्रेस, सलवार सूट; சுடிதார்; చుడీదార్, సల్వార్ సూట్; সালোয়ার কামিজ; 4; types=straight, anarkali
dress material; dress-material; unstitched suit, suit piece; dress matirial; ड्रेस मटीरियल, सूट पीस; ड्रेस मटेरियल; டிரஸ் மெட்டீரியல்; డ్రెస్ మెటీరియల్; ড্রেস মেটেরিয়াল; 3
lehenga; ethnic-set; lehenga choli, ghagra; lengha, lahenga, lehnga; लहंगा; लेहेंगा; லெஹங்கா; లెహంగా; লেহেঙ্গা; 4; types=bridal, sequin / features=with blouse
anarkali suit; ethnic-set; anarkali kurta, anarkali; anarkli, anarkali dress; अनारकली सूट; ; அனார்கலி; అనార్కలి; আনারকলি; 3
dupatta; dupatta; chunni, odhani; dupata, duppatta; दुपट्टा, चुन्नी; ओढणी; துப்பட்டா; దుపట్టా, చున్నీ; ওড়না, দোপাট্টা; 3
blouse; women-western; saree blouse, readymade blouse; blouj, blause; ब्लाउज़; ब्लाउज; ரவிக்கை, பிளவுஸ்; జాకెట్టు, బ్లౌజ్; ব্লাউজ; 3; types=padded, readymade, designer
petticoat; women-bottom; saree petticoat, underskirt; peticot, saya; पेटीकोट; परकर; உள்பாவாடை; లంగా; সায়া, পেটিকোট; 2
leggings; women-bottom; legging; legins, leggins, leggies; लेगिंग्स; ; லெக்கிங்ஸ்; లెగ్గింగ్స్; লেগিংস; 4; types=ankle length, churidar, printed, high waist / materials=lycra, viscose, rayon / uses=for yoga, for office
palazzo; women-bottom; palazzo pants, palazzos; plazo, palazo, plazo pant, palazo pant; प्लाज़ो, प्लाजो, प्लाज़ो पैंट, प्लाजो पैंट, प्लाज़ो पेंट; प्लाझो, प्लाझो पँट, प्लाजो; பலாசோ, பலாசோ பேண்ட்; పలాజో, పలాజో ప్యాంట్; প্লাজো, প্লাজো প্যান্ট; 3; types=flared, printed, high waist / materials=rayon / uses=for office
t-shirt; tee; tshirt, t shirt, tee; tee shirt, tshrt; टी-शर्ट; ; டி-ஷர்ட்; టీ-షర్ట్; টি-শার্ট; 5
shirt; shirt; shirts; sharat, shrt; शर्ट, कमीज़; शर्ट; சட்டை; చొక్కా, షర్ట్; শার্ট, জামা; 5; types=full sleeve, half sleeve
jeans; bottomwear; denim jeans, denims; jeens, jins; जींस; जीन्स; ஜீன்ஸ்; జీన్స్; জিন্স; 5; types=skinny, ripped, baggy, high waist, cargo / materials=denim
trousers; bottomwear; pants, formal pants; trouser, paint; पैंट, ट्राउज़र; पँट; பேண்ட்; ప్యాంట్; প্যান্ট, ট্রাউজার; 4; types=formal, high waist, cargo / materials=linen / uses=for office
track pants; bottomwear; joggers, lower, trackpant; track pant, lowers; ट्रैक पैंट, लोअर; ; டிராக் பேண்ட்; ట్రాక్ ప్యాంట్; ট্র্যাক প্যান্ট; 4; uses=for gym, for running
shorts; bottomwear; half pant, bermuda; short pant, nikkar; शॉर्ट्स, निक्कर; ; ஷார்ட்ஸ்; షార్ట్స్; শর্টস, হাফ প্যান্ট; 3; uses=for gym, for running / types=cargo / materials=denim, linen
dress; women-western; one piece dress, dresses; dres, one piece; ड्रेस; ; டிரஸ், உடை; డ్రెస్; ড্রেস; 5; types=maxi, midi, a-line, bodycon / uses=for vacation
top; women-western; tops; topp, ladies top; टॉप; ; டாப்; టాప్; টপ; 4; types=crop / uses=for vacation
gown; women-western; maxi dress, long gown; gaun, gown dress; गाउन; ; கவுன்; గౌను; গাউন; 3; uses=for wedding
co-ord set; women-western; coord set, two piece set; co ord set; को-ऑर्ड सेट; ; கோ-ஆர்ட் செட்; కో-ఆర్డ్ సెట్; কো-অর্ড সেট; 3; uses=for vacation
nighty; nightwear; nightgown, night dress; naity, nighti; नाइटी; ; நைட்டி; నైటీ; নাইটি; 3; audiences=for women, for girls / types=full length, short
night suit; nightwear; pyjama set, nightwear; nite suit; नाइट सूट; ; நைட் சூட்; నైట్ సూట్; নাইট স্যুট; 3; types=short / audiences=for women, for men, for girls, for boys
pyjama; nightwear; pajama, lounge pants; payjama, paijama; पजामा, पायजामा; पायजमा; பைஜாமா; పైజామా; পায়জামা; 3; types=full length / audiences=for women, for men, for girls, for boys
bra; innerwear; brassiere, sports bra; braa, brazier; ब्रा; ; பிரா; బ్రా; ব্রা; 4; audiences=for women, for girls / types=padded, non-padded, seamless
panty; innerwear; panties, hipster; penty, pantie; पैंटी; ; பேண்டீஸ்; ప్యాంటీ; প্যান্টি; 3; audiences=for women, for girls / types=seamless
briefs; innerwear; underwear, trunks; underwear for men, undrwear; ब्रीफ, अंडरवियर; ; ஜட்டி, உள்ளாடை; అండర్‌వేర్; জাঙ্গিয়া, আন্ডারওয়্যার; 4; audiences=for men, for boys / types=trunk, seamless
vest; innerwear; baniyan, undershirt; baniyan, banian; बनियान; बनियन; பனியன்; బనియన్; গেঞ্জি; 3; audiences=for men, for boys
socks; innerwear; ankle socks, mojey; shocks, sox; मोज़े; मोजे; சாக்ஸ், காலுறை; సాక్స్; মোজা; 3; types=ankle length, no show / audiences=for men, for women, for boys, for girls
jacket; winterwear; jackets; jaket, jackit; जैकेट; जॅकेट; ஜாக்கெட்; జాకెట్; জ্যাকেট; 4; types=bomber, denim, leather, puffer, hooded, zipper, oversized, printed / materials=leather, denim / uses=for riding
sweater; winterwear; pullover, cardigan; swetar, sweter; स्वेटर; ; ஸ்வெட்டர்; స్వెటర్; সোয়েটার; 4; types=zipper, oversized, printed
hoodie; winterwear; hooded sweatshirt; hoody, hudi; हुडी; ; ஹூடி; హూడీ; হুডি; 4; types=zipper, oversized, printed
sweatshirt; winterwear; sweat shirt; swetshirt; स्वेटशर्ट; ; ஸ்வெட்ஷர்ட்; స్వెట్‌షర్ట్; সোয়েটশার্ট; 3; types=hooded, zipper, oversized, printed
thermal wear; winterwear; thermals, thermal set; termal, thermal inner; थर्मल; ; தெர்மல்; థర్మల్; থার্মাল; 3
blazer; shirt; suit jacket, coat; blezar, blazzer; ब्लेज़र; ब्लेझर; பிளேசர்; బ్లేజర్; ব্লেজার; 3
raincoat; rainwear; rain coat, rain suit; rencoat, barsati; रेनकोट, बरसाती; ; மழைக்கோட்; రెయిన్‌కోట్; রেইনকোট, বর্ষাতি; 3
shawl; accessory-wear; shawls, dushala; shal, shawal; शॉल; शाल; சால்வை; శాలువా; শাল; 3; materials=silk, pashmina, chiffon, georgette / uses=for wedding, for festive wear
stole; accessory-wear; scarf; stol, scarves; स्टोल; ; ஸ்டோல்; స్టోల్; স্টোল; 2; materials=silk, pashmina, chiffon, georgette / uses=for wedding, for festive wear
cap; accessory-wear; hat, topi; kap, topi; टोपी, कैप; ; தொப்பி; టోపీ; টুপি; 3; types=baseball, sports / uses=for summer, for travel
frock; kids-wear; baby frock, girls dress; frok, frock dress; फ्रॉक; ; ஃப்ராக்; ఫ్రాక్; ফ্রক; 3
pathani suit; mens-ethnic; pathani kurta pyjama, pathani kurta, pathani set, pathani; pathani suite, pathani dress, pathaani suit; पठानी सूट, पठानी कुर्ता; ; பதானி சூட்; పఠానీ సూట్; পাঠানি স্যুট; 3; uses=for eid / types=straight
shapewear; shapewear; body shaper, tummy shaper; shape wear, sape wear, shapewere; शेपवियर; ; ஷேப்வேர்; షేప్‌వేర్; শেপওয়্যার; 3
burqa; modest-wear; abaya; burka, burkha, burqua, borka; बुर्का; ; புர்கா, பர்தா; బుర్ఖా; বোরকা; 3
tracksuit; activewear-set; tracksuit set, jogging suit; track suit, trak suit, tracsuit; ट्रैकसूट; ; ட்ராக்சூட்; ట్రాక్‌సూట్; ট্র্যাকস্যুট; 3
tie; neckwear; necktie; neck tie, tai; टाई; ; டை, நெக்டை; టై; টাই; 3
hair clip; hair-accessory; ; hairclip, hair clipp; हेयर क्लिप, बालों की क्लिप; ; ஹேர் கிளிப், முடி கிளிப்; హెయిర్ క్లిప్; হেয়ার ক্লিপ, চুলের ক্লিপ; 4; types=matte / materials=metal, plastic, acrylic, resin
claw clip; hair-accessory; hair clutcher, clutcher, hair claw, claw hair clip; cluchar, clucher, clutchar; क्लचर, क्लॉ क्लिप; ; க்ளா கிளிப், க்ளட்சர்; క్లా క్లిప్, క్లచర్; ক্লো ক্লিপ, ক্লাচার; 4; types=matte, large, small / materials=plastic, acrylic, metal, resin
# A hair tie is an elastic band for the hair, not a necktie.
hair tie; hair-accessory; hair rubber band, hair elastic; hair tye, hair rubber; हेयर टाई, बालों का रबर बैंड; ; முடி ரப்பர் பேண்ட்; హెయిర్ టై, జుట్టు రబ్బర్ బ్యాండ్; হেয়ার টাই, চুলের রাবার ব্যান্ড; 3; materials=nylon, cotton, silicone / types=seamless, no damage, spiral / sizes=pack of 24, pack of 50
scrunchie; hair-accessory; hair scrunchie; scrunchy, scrunchi, scrunchee; स्क्रंची; ; ஸ்க்ரஞ்சி; స్క్రంచీ; স্ক্রাঞ্চি; 3; materials=satin, velvet, cotton, silk, chiffon / types=solid / sizes=pack of 10
`,
);

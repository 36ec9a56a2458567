import { nounTable } from '../table';

/** Beauty: curated by Vikreta (not measured search data), as of November 2026. */
export const beautyNouns = nounTable(
  'Beauty',
  `
@skincare
types: vitamin c, niacinamide, hyaluronic acid, salicylic acid, retinol, brightening, hydrating, lightweight
uses: for oily skin, for dry skin, for glowing skin, for sensitive skin, for dark spots
audiences: for women, for men
prices: 300 500 800 1000
band: 149 400 1000 5000
checklist: capacity skinType ingredients shelfLife

@cleanser
types: foaming, gel, oil control, brightening, gentle
sizes: 100 ml, 150 ml, pack of 2
uses: for oily skin, for dry skin, for acne, for sensitive skin, for daily use
audiences: for men, for women
prices: 200 300 500
band: 99 250 600 2000
checklist: capacity skinType ingredients shelfLife

@sun
types: spf 50, spf 30, matte, gel, tinted, water resistant
sizes: 50 g, 80 g, 100 ml
uses: for oily skin, for dry skin, for outdoor, for daily use
audiences: for men, for women, for kids
prices: 300 500 800
band: 199 400 900 2500
checklist: capacity skinType ingredients shelfLife

@makeup-lip
types: creamy, long lasting
sizes: pack of 2, combo
uses: for daily wear, for party, for office
prices: 200 300 500 1000
band: 99 300 800 3500
checklist: colour finish count shelfLife

@makeup-eye
types: waterproof, smudge proof, long lasting, black
sizes: pack of 2
uses: for daily wear, for party, for beginners
prices: 200 300 500
band: 99 250 600 2000
checklist: colour weight finish shelfLife ingredients

@makeup-face
types: matte, long lasting, lightweight
uses: for oily skin, for dry skin, for daily wear, for bridal makeup
prices: 300 500 1000
band: 149 450 1200 5000
checklist: colour skinType capacity finish shelfLife

@nails
types: glossy, matte, quick dry, glitter, nude
sizes: combo, set of 6
uses: for party, for daily wear
prices: 100 200 300
band: 49 150 400 1500
checklist: colour count capacity

@hair-oil
types: onion, coconut, bhringraj, amla, almond, castor, non-sticky
sizes: 100 ml, 200 ml, 500 ml
uses: for hair growth, for dry hair, for frizzy hair, for dandruff, for daily use
audiences: for men, for women, for kids
prices: 200 300 500
band: 99 250 600 2000
checklist: capacity hairType ingredients shelfLife

@hair-wash
types: smoothening, keratin, onion
uses: for dry hair, for frizzy hair
audiences: for men, for women
prices: 200 300 500
band: 99 250 600 2500
checklist: capacity hairType ingredients shelfLife

@hair-colour
types: herbal, natural
uses: for hair, for grey hair
prices: 200 300 500
band: 49 150 400 1500
checklist: colour ingredients shelfLife

@fragrance
types: long lasting, floral, woody, musk, oud, fresh
sizes: 50 ml, 100 ml, 150 ml, gift set
uses: for daily use, for party, for gifting, for office
audiences: for men, for women
prices: 300 500 1000 2000
band: 149 500 1500 10000
checklist: capacity gender ingredients

@bath-body
types: moisturising, glycerin, sandalwood, rose
uses: for dry skin, for daily use, for winter
audiences: for men, for women, for kids
prices: 200 300 500
band: 99 250 600 2000
checklist: capacity weight count skinType ingredients

@grooming-appliance
types: cordless, rechargeable, ceramic, ionic, professional
uses: for men, for women, for travel, for home use
prices: 1000 1500 2000 3000
band: 599 1500 3500 12000
checklist: wattage battery warranty colour

@beard
types: non-sticky, lightweight, growth
sizes: 30 ml, 50 ml
uses: for beard growth, for patchy beard, for daily use
audiences: for men
prices: 200 300 500
band: 149 300 600 1500
checklist: capacity ingredients shelfLife

@trimmer
types: cordless, rechargeable, waterproof, multi grooming
features: with combs, with fast charging
uses: for beard, for body, for travel
audiences: for men
prices: 1000 1500 2000
band: 599 1200 2500 8000
checklist: battery warranty count colour

# Ayurvedic and natural face care sold by the bottle or pack: no serum actives (niacinamide, retinol).
@ayurvedic-skin
types: natural, pure, ayurvedic
uses: for face, for glowing skin
audiences: for women, for men
prices: 100 200 300 500
band: 49 150 400 2000
checklist: capacity ingredients shelfLife skinType

@makeup-tool
types: soft, professional, travel
sizes: set of 5, set of 10
uses: for foundation, for blending, for beginners
prices: 200 300 500
band: 99 300 800 3000
checklist: count material

face serum; skincare; serum, facial serum, vitamin c serum; face seram, serum for face; फेस सीरम, सीरम; ; ஃபேஸ் சீரம், சீரம்; ఫేస్ సీరమ్, సీరమ్; ফেস সিরাম, সিরাম; 5; uses=for acne / sizes=30 ml, 50 ml, 100 ml
moisturizer; skincare; moisturiser, face cream, moisturising cream, day cream; moisturizer cream, mosturizer; मॉइस्चराइज़र, फेस क्रीम; ; மாய்ஸ்சரைசர், முகக் கிரீம்; మాయిశ్చరైజర్, ఫేస్ క్రీమ్; ময়েশ্চারাইজার, ফেস ক্রিম; 4; uses=for acne / sizes=30 ml, 50 ml, 100 ml
night cream; skincare; overnight cream; nite cream; नाइट क्रीम; ; நைட் கிரீம்; నైట్ క్రీమ్; নাইট ক্রিম; 3; uses=for acne / sizes=30 ml, 50 ml, 100 ml
toner; skincare; face toner; tonar, tonner; टोनर; ; டோனர்; టోనర్; টোনার; 3; types=rose water, alcohol free / uses=for acne / sizes=30 ml, 50 ml, 100 ml
face mask; skincare; sheet mask, face pack, clay mask; fase mask, face musk; फेस मास्क, फेस पैक; ; ஃபேஸ் மாஸ்க்; ఫేస్ మాస్క్, ఫేస్ ప్యాక్; ফেস মাস্ক, ফেস প্যাক; 3; types=charcoal, clay, ubtan / uses=for acne / sizes=30 ml, 50 ml, 100 ml
under eye cream; skincare; eye cream; undereye cream; अंडर आई क्रीम; ; கண் கீழ் கிரீம்; అండర్ ఐ క్రీమ్; আন্ডার আই ক্রিম; 3; uses=for dark circles, for puffy eyes
face wash; cleanser; facewash, face cleanser, cleanser; fase wash, face wsh; फेस वॉश; फेस वॉश; ஃபேஸ் வாஷ்; ఫేస్ వాష్; ফেস ওয়াশ; 5
sunscreen; sun; sunblock, sunscreen lotion, sun cream; sun screen, sunscren; सनस्क्रीन; ; சன்ஸ்கிரீன்; సన్‌స్క్రీన్; সানস্ক্রিন; 4
lipstick; makeup-lip; lip colour, lip color, liquid lipstick; lipstic, lip stick; लिपस्टिक; ; லிப்ஸ்டிக், உதட்டுச்சாயம்; లిప్‌స్టిక్; লিপস্টিক; 5; types=matte, liquid, transfer proof, nude, red
lip balm; makeup-lip; lip care, tinted lip balm; lipbalm, lip bam; लिप बाम; ; லிப் பாம்; లిప్ బామ్; লিপ বাম; 3; types=tinted, spf / uses=for dry lips
kajal; makeup-eye; kohl, kajal pencil; kajol, kajjal, kaajal; काजल; ; கண் மை, காஜல்; కాటుక, కాజల్; কাজল; 5; types=twist up
eyeliner; makeup-eye; eye liner, liquid liner; eye linor, eyelinar; आईलाइनर; ; ஐலைனர்; ఐలైనర్; আইলাইনার; 4; types=liquid, gel
mascara; makeup-eye; lash mascara; maskara; मस्कारा; ; மஸ்காரா; మస్కారా; মাস্কারা; 3; types=volumising, lengthening
foundation; makeup-face; liquid foundation; foundetion, fondation; फाउंडेशन; ; ஃபவுண்டேஷன்; ఫౌండేషన్; ফাউন্ডেশন; 4; types=dewy, full coverage
compact powder; makeup-face; compact, face powder, pressed powder; compect powder; कॉम्पैक्ट पाउडर; ; காம்பாக்ட் பவுடர்; కాంపాక్ట్ పౌడర్; কমপ্যাক্ট পাউডার; 3
primer; makeup-face; face primer, makeup primer; primar; प्राइमर; ; ப்ரைமர்; ప్రైమర్; প্রাইমার; 3; types=dewy
concealer; makeup-face; concealer stick; conceler, consealer; कंसीलर; ; கன்சீலர்; కన్సీలర్; কনসিলার; 3; uses=for dark circles / types=full coverage
nail polish; nails; nail paint, nail enamel; nailpolish, nail polis; नेल पॉलिश; ; நெயில் பாலிஷ்; నెయిల్ పాలిష్; নেইল পলিশ; 4
hair oil; hair-oil; oil for hair, hair growth oil; hear oil, hair oill; बालों का तेल, हेयर ऑयल; केसांचे तेल, हेअर ऑइल; தலைமுடி எண்ணெய், ஹேர் ஆயில்; జుట్టు నూనె, హెయిర్ ఆయిల్; চুলের তেল, হেয়ার অয়েল; 5
shampoo; hair-wash; hair shampoo, anti dandruff shampoo; shampo, shampu; शैम्पू; शाम्पू; ஷாம்பு; షాంపూ; শ্যাম্পু; 5; types=anti dandruff, sulphate free, herbal / uses=for dandruff, for oily scalp, for coloured hair / sizes=180 ml, 340 ml, 650 ml, 1 litre
conditioner; hair-wash; hair conditioner; condishner, conditionar; कंडीशनर; ; கண்டிஷனர்; కండిషనర్; কন্ডিশনার; 3; types=sulphate free, herbal / uses=for coloured hair / sizes=180 ml, 340 ml, 650 ml, 1 litre
hair serum; hair-wash; serum for hair, hair smoothening serum; hair seram; हेयर सीरम; ; ஹேர் சீரம்; హెయిర్ సీరమ్; হেয়ার সিরাম; 3; sizes=50 ml, 100 ml
hair colour; hair-colour; hair color, hair dye, mehendi colour; hair dai, hair colur; हेयर कलर, बालों का रंग; ; ஹேர் கலர், ஹேர் டை; హెయిర్ కలర్, హెయిర్ డై; হেয়ার কালার; 3; types=burgundy, black, brown, ammonia free
mehndi; hair-colour; henna, mehendi, heena; mehandi, mehendi cone; मेहंदी; मेंदी; மருதாணி; గోరింటాకు, మెహందీ; মেহেদি; 3; types=cone, organic / uses=for hands
perfume; fragrance; fragrance, eau de parfum, attar; perfum, parfume, itra; परफ्यूम, इत्र; परफ्यूम, अत्तर; வாசனை திரவியம், பெர்ஃப்யூம்; పెర్ఫ్యూమ్, అత్తరు; পারফিউম, আতর; 5
deodorant; fragrance; deo, body spray; deodrant, deo spray; डियोड्रेंट, डियो; ; டியோடரண்ட்; డియోడరెంట్; ডিওডোরেন্ট, ডিও; 4
body lotion; bath-body; lotion, body moisturiser; body losion; बॉडी लोशन; ; பாடி லோஷன்; బాడీ లోషన్; বডি লোশন; 4; sizes=250 ml
soap; bath-body; bathing soap, bath soap, soap bar; sabun, sop; साबुन; साबण; சோப்பு; సబ్బు; সাবান; 4; types=handmade, exfoliating / sizes=pack of 3, pack of 4
body wash; bath-body; shower gel; bodywash; बॉडी वॉश; ; பாடி வாஷ்; బాడీ వాష్; বডি ওয়াশ; 3; types=exfoliating / sizes=250 ml
trimmer; trimmer; beard trimmer, hair trimmer, shaver; trimer, trimmar; ट्रिमर; ; டிரிம்மர்; ట్రిమ్మర్; ট্রিমার; 5
hair dryer; grooming-appliance; hair drier, blow dryer; hair dyer, hairdryer; हेयर ड्रायर; ; ஹேர் ட்ரையர்; హెయిర్ డ్రైయర్; হেয়ার ড্রায়ার; 3; features=with diffuser, with comb attachments
hair straightener; grooming-appliance; straightener, flat iron, straightening brush; hair stretner, straightner; हेयर स्ट्रेटनर; ; ஹேர் ஸ்ட்ரெய்ட்னர்; హెయిర్ స్ట్రెయిట్‌నర్; হেয়ার স্ট্রেইটনার; 3
makeup brush; makeup-tool; makeup brush set, brush set; make up brush; मेकअप ब्रश; ; மேக்கப் பிரஷ்; మేకప్ బ్రష్; মেকআপ ব্রাশ; 3
beard oil; beard; beard growth oil, mooch oil; bread oil, beerd oil; बियर्ड ऑयल, दाढ़ी का तेल; ; தாடி எண்ணெய்; గడ్డం నూనె; বিয়ার্ড অয়েল; 3
kumkumadi oil; ayurvedic-skin; kumkumadi tailam, kumkumadi face oil; kumkumadi thailam, kumkumadi tel, kumkumadhi oil; कुमकुमादि तेल, कुमकुमादि तैलम्; ; குங்குமாதி தைலம்; కుంకుమాది తైలం; কুমকুমাদি তেল; 3; sizes=10 ml, 15 ml, 30 ml / uses=for dark spots, for pigmentation
rose water; ayurvedic-skin; gulab jal, rose water spray; gulabjal, rosewater, gulab jal spray; गुलाब जल; गुलाबपाणी; பன்னீர், ரோஸ் வாட்டர்; పన్నీరు, రోజ్ వాటర్; গোলাপ জল; 4; types=steam distilled / sizes=100 ml, 200 ml, 500 ml / uses=for skin, for oily skin
aloe vera gel; ayurvedic-skin; aloe gel; aloevera gel, alovera gel, aloe vera jel, aloevera jel; एलोवेरा जेल; कोरफड जेल, एलोवेरा जेल; கற்றாழை ஜெல், அலோ வேரா ஜெல்; కలబంద జెల్, అలోవెరా జెల్; অ্যালোভেরা জেল; 5; sizes=100 g, 150 g, 300 g / uses=for skin, for hair, for acne, for sunburn
multani mitti; ayurvedic-skin; fuller's earth, fullers earth, multani mitti powder, multani mitti face pack; multani miti, multani matti, multani mati; मुल्तानी मिट्टी; मुलतानी माती; முல்தானி மிட்டி; ముల్తానీ మట్టి; মুলতানি মাটি; 3; types=face pack / sizes=100 g, 200 g, 500 g / uses=for oily skin, for acne, for hair
`,
);

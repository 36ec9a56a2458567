import { nounTable } from '../table';

/**
 * Food & Beverages: curated by Vikreta (not measured search data), as of November 2026. Profiles of
 * kind 'dish' are restaurant food, sold through food-delivery apps rather than marketplaces.
 */
export const foodNouns = nounTable(
  'Food & Beverages',
  `
@staple
types: organic
sizes: 1 kg, 5 kg
uses: for daily cooking
band: 50 250 600 1500
checklist: weight shelfLife certification

@rice
types: basmati, sona masoori, brown, kolam, ponni, long grain, aged
sizes: 1 kg, 5 kg, 10 kg, 25 kg
uses: for biryani, for daily cooking, for pulao
band: 60 300 800 3000
checklist: weight shelfLife certification

@pulse
types: unpolished, organic
sizes: 500 g, 1 kg, 5 kg
uses: for daily cooking
band: 80 150 300 1200
checklist: weight shelfLife certification

@dairy-fat
types: desi, cow
sizes: 1 kg
uses: for cooking, for daily use
band: 250 500 900 3000
checklist: capacity weight shelfLife certification

@fresh-dairy
types: fresh, low fat
sizes: 500 g, 1 kg
uses: for cooking, for daily use
band: 60 120 250 800
checklist: weight shelfLife vegMark

@oil
types: cold pressed, wood pressed, filtered
sizes: 1 litre, 5 litre, 15 litre
uses: for cooking, for deep frying
band: 150 250 500 2500
checklist: capacity shelfLife certification

@sweetener
types: organic, raw, natural, powder, cubes
sizes: 500 g, 1 kg
uses: for tea, for sweets, for daily use
prices: 200 300 500
band: 60 200 500 1500
checklist: weight shelfLife certification

@honey
types: raw, organic, natural, forest, multiflora, wild, unprocessed
sizes: 250 g, 500 g, 1 kg
uses: for tea, for daily use, for kids, for gifting
prices: 200 300 500
band: 99 250 600 2000
checklist: weight shelfLife certification

@beverage
types: darjeeling, ginger
sizes: 250 g, 500 g, 1 kg, 100 tea bags
uses: for daily use, for office, for gifting
prices: 200 300 500 1000
band: 99 300 800 3000
checklist: weight flavour shelfLife

# Coffee is sold by its kind and roast, never by a tea's leaf or spice.
@coffee
types: filter, instant, south indian, strong, dark roast, medium roast
sizes: 100 g, 200 g, 500 g, 1 kg
uses: for daily use, for office, for gifting
prices: 200 300 500 1000
band: 99 300 800 3000
checklist: weight flavour shelfLife ingredients

@spice
types: pure, organic
sizes: 100 g, 200 g, 500 g
uses: for cooking
prices: 100 200 300
band: 40 120 300 1200
checklist: weight shelfLife certification

@spice-blend
types: pure, organic, homemade
sizes: 100 g, 200 g, 500 g
uses: for cooking, for biryani, for curry
prices: 100 200 300
band: 40 120 300 1200
checklist: weight ingredients shelfLife certification

# Regional spice mixes (Maharashtrian and Kolhapuri): cooked into curries and misal, never biryani masala.
@masala-mix
types: pure, organic, homemade
sizes: 100 g, 200 g, 250 g, 500 g, 1 kg
uses: for cooking, for curry
prices: 100 200 300 500
band: 50 150 350 1200
checklist: weight ingredients shelfLife certification

# Saffron is sold by the gram: no spice-jar sizes.
@saffron
types: kashmiri, pure, organic, mongra
sizes: 1 g, 2 g, 5 g
uses: for cooking, for sweets, for biryani, for milk, for gifting
prices: 300 500 1000
band: 199 400 900 4000
checklist: weight certification shelfLife

@seed-food
types: organic
sizes: 250 g, 500 g, 1 kg
uses: for weight loss, for eating, for daily use
prices: 200 300 500
band: 99 200 450 1500
checklist: weight shelfLife certification

@snack
sizes: 200 g, 400 g, 1 kg, combo
uses: for travel, for gifting
prices: 100 200 300 500
band: 40 150 400 1500
checklist: weight flavour ingredients shelfLife vegMark

@dry-fruit
types: premium
sizes: 250 g, 500 g, 1 kg
uses: for gifting, for daily snacking, for diwali
prices: 300 500 800 1000
band: 200 500 1000 4000
checklist: weight shelfLife

@sweet
types: homemade, sugar free, assorted, fresh
sizes: 250 g, 500 g, 1 kg, gift box
uses: for diwali, for gifting, for festivals, for raksha bandhan
prices: 300 500 800 1000
band: 150 400 900 3000
checklist: weight ingredients shelfLife vegMark

# Chikki: a brittle bar of nuts or seeds set in jaggery, sold by weight; no festival-sweet or dish words.
@chikki
types: jaggery, homemade, crunchy
sizes: 200 g, 250 g, 500 g, 1 kg
uses: for snacking, for kids, for winter, for gifting
prices: 100 200 300 500
band: 40 120 300 1000
checklist: weight ingredients shelfLife vegMark

@breakfast
sizes: 500 g, 1 kg
uses: for breakfast, for kids, for office
prices: 200 300 500
band: 99 250 600 1500
checklist: weight flavour ingredients shelfLife

@drink
types: sugar free, mango, orange, mixed fruit
sizes: 200 ml, 1 litre, pack of 6
uses: for summer, for party, for kids
prices: 100 200 500
band: 20 80 300 1000
checklist: capacity flavour ingredients shelfLife count

@produce
types: fresh, farm fresh, desi, hybrid, organic
sizes: 250 g, 500 g, 1 kg
uses: for daily use
band: 20 40 80 300
checklist: weight
kind: produce

@dish
types: spicy, special, homestyle
sizes: half, full, family pack
uses: for lunch, for dinner, for party orders
prices: 150 200 300 500
band: 99 200 400 1200
checklist: portion vegMark ingredients
kind: dish

atta; staple; wheat flour, gehun atta, chakki atta; aata, ata, gehu ka atta; आटा, गेहूं का आटा; पीठ, गव्हाचे पीठ; கோதுமை மாவு, ஆட்டா; గోధుమ పిండి, ఆటా; আটা, গমের আটা; 5; uses=for chapati, for paratha, for puri, for roti / types=chakki, whole wheat, multigrain, sharbati, stone ground / sizes=10 kg
besan; staple; gram flour, chickpea flour; beshan, besen; बेसन; ; கடலை மாவு; శనగ పిండి; বেসন; 4; sizes=500 g / types=stone ground
maida; staple; all purpose flour, refined flour; mayda; मैदा; ; மைதா; మైదా; ময়দা; 3
sooji; staple; rava, semolina, suji; soji, rawa; सूजी, रवा; रवा; ரவை; రవ్వ; সুজি; 3; uses=for upma, for halwa
ragi flour; staple; ragi, finger millet flour, nachni; ragi atta, nachni atta; रागी आटा; नाचणी पीठ; கேழ்வரகு மாவு, ராகி மாவு; రాగి పిండి; রাগি আটা; 3; types=stone ground / uses=for roti
poha; staple; flattened rice, aval, chivda; pohe, powa; पोहा; पोहे; அவல்; అటుకులు; চিঁড়ে; 3; types=thick, thin, red
rice; rice; chawal, basmati rice; chaval, rise; चावल; तांदूळ; அரிசி; బియ్యం; চাল; 5
dal; pulse; lentils, pulses; daal, dhal; दाल; डाळ; பருப்பு; పప్పు; ডাল; 4; types=split
toor dal; pulse; arhar dal, tuvar dal, pigeon pea; tur dal, tuar dal; अरहर दाल, तूर दाल; तूर डाळ; துவரம் பருப்பு; కందిపప్పు; অড়হর ডাল; 4
moong dal; pulse; green gram, mung dal; mung daal; मूंग दाल; मूग डाळ; பாசிப்பருப்பு; పెసరపప్పు; মুগ ডাল; 3; types=split
chana dal; pulse; bengal gram; chane ki dal; चना दाल; चणा डाळ; கடலைப்பருப்பு; శనగపప్పు; ছোলার ডাল; 3
rajma; pulse; kidney beans; raajma, rajmah; राजमा; ; ராஜ்மா; రాజ్మా; রাজমা; 3
ghee; dairy-fat; desi ghee, cow ghee, clarified butter; ghi, gee; घी, देसी घी; तूप; நெய்; నెయ్యి; ঘি; 5; types=a2, bilona, danedar, buffalo / sizes=500 ml, 1 litre, 5 litre / uses=for sweets
butter; dairy-fat; white butter, makhan; buttar, makkhan; मक्खन, बटर; लोणी; வெண்ணெய்; వెన్న; মাখন; 3; sizes=100 g, 500 g / types=cultured
paneer; fresh-dairy; cottage cheese; panir, paneer cubes; पनीर; ; பனீர்; పనీర్; পনির; 4; types=malai / uses=for paneer tikka / sizes=200 g
curd; fresh-dairy; dahi, yogurt; dahee, yoghurt; दही; दही; தயிர்; పెరుగు; দই; 3; types=malai, toned / sizes=200 g
milk; fresh-dairy; doodh; dudh, milk packet; दूध; दूध; பால்; పాలు; দুধ; 4; sizes=500 ml, 1 litre / types=full cream, toned
cheese; fresh-dairy; cheese slices, mozzarella, cheese block; chees, cheeze; चीज़; ; சீஸ்; చీజ్; চিজ; 3; types=slices, spread, mozzarella / sizes=200 g
mustard oil; oil; sarson ka tel, kachi ghani oil; sarso tel, mustard oyl; सरसों का तेल; मोहरीचे तेल; கடுகு எண்ணெய்; ఆవ నూనె; সরষের তেল; 4; types=kachi ghani / uses=for hair, for massage
cooking oil; oil; edible oil, refined oil, sunflower oil, groundnut oil; cooking oyl, khane ka tel; खाने का तेल; खाद्यतेल; சமையல் எண்ணெய்; వంట నూనె; রান্নার তেল; 4; types=refined
coconut oil; oil; nariyal tel, virgin coconut oil; coconet oil, copra oil; नारियल तेल; खोबरेल तेल; தேங்காய் எண்ணெய்; కొబ్బరి నూనె; নারকেল তেল; 4; types=virgin, edible / uses=for hair, for massage
honey; honey; shahad, raw honey; hunny, shehad; शहद; मध; தேன்; తేనె; মধু; 4
jaggery; sweetener; gur, gud, jaggery powder; jagery, gudd; गुड़; गूळ; வெல்லம்; బెల్లం; গুড়; 4
sugar; sweetener; chini, shakkar; suger; चीनी, शक्कर; साखर; சர்க்கரை; చక్కెర; চিনি; 3; sizes=5 kg
tea; beverage; chai, chai patti, tea leaves; tee, cha; चाय, चाय पत्ती; चहा; தேநீர், டீ தூள்; టీ పొడి, టీ; চা; 5; types=masala, assam, instant, elaichi
green tea; beverage; green tea bags; grean tea; ग्रीन टी; ; கிரீன் டீ; గ్రీన్ టీ; গ্রিন টি; 4; types=lemon honey, tulsi
coffee; coffee; coffee powder, filter coffee, instant coffee; cofee, kofi; कॉफी; ; காபி தூள், காபி; కాఫీ పొడి, కాఫీ; কফি; 4
garam masala; spice-blend; masala powder, spice mix; garam masla; गरम मसाला; ; கரம் மசாலா; గరం మసాలా; গরম মশলা; 4; types=whole
turmeric powder; spice; haldi, haldi powder, turmeric; haldi pawder, turmric; हल्दी; हळद; மஞ்சள் தூள்; పసుపు; হলুদ গুঁড়ো; 4; types=lakadong / uses=for curry
red chilli powder; spice; mirchi powder, lal mirch; chilli pawder, mirch; लाल मिर्च पाउडर; लाल तिखट; மிளகாய் தூள்; కారం పొడి; লঙ্কা গুঁড়ো; 4; types=kashmiri, byadgi / uses=for curry
masala; spice-blend; spice mix, masala powder; masla; मसाला; मसाला; மசாலா; మసాలా; মশলা; 3
jeera; spice; cumin seeds, cumin, jeera seeds; jira, zeera; जीरा; जिरे; சீரகம்; జీలకర్ర; জিরে; 4; types=whole
coriander powder; spice; dhaniya powder, dhania powder; dhaniya pawder, coriender powder; धनिया पाउडर; धने पूड; மல்லித் தூள்; ధనియాల పొడి; ধনে গুঁড়ো; 3; uses=for curry
black pepper; spice; kali mirch, pepper; kalimirch, black peper; काली मिर्च; काळी मिरी; மிளகு; మిరియాలు; গোলমরিচ; 3; types=whole
elaichi; spice; cardamom, green cardamom, elaichi pods; ilaichi, elachi; इलायची; वेलची; ஏலக்காய்; యాలకులు; এলাচ; 3; types=whole / uses=for biryani
ajwain; spice; carom seeds; ajwan, ajowan; अजवाइन; ओवा; ஓமம்; వాము; জোয়ান; 2; types=whole
kanda lasun masala; masala-mix; kanda lasun chutney, onion garlic masala, kanda lasoon masala; kanda lasun, kanda lahsun masala, kanda lasan masala, kanda lasun masla, kanda lasoon; कांदा लसुन मसाला, प्याज लहसुन मसाला; कांदा लसूण मसाला, कांदा लसूण चटणी; வெங்காயம் பூண்டு மசாலா; ఉల్లి వెల్లుల్లి మసాలా; পেঁয়াজ রসুন মশলা; 3; types=spicy / uses=for misal, for usal
kolhapuri masala; masala-mix; kolhapuri spice mix, kolhapuri mirchi masala; kolapuri masala, kolhapur masala, kolhapuri masla; कोल्हापुरी मसाला; ; கோலாப்பூரி மசாலா; కొల్హాపురి మసాలా; কোলাপুরি মশলা; 2; types=spicy / uses=for chicken, for mutton, for misal
misal masala; masala-mix; misal pav masala, misal spice mix; misal masla, missal masala, misal pao masala; मिसल मसाला; मिसळ मसाला; மிசல் மசாலா; మిసల్ మసాలా; মিসল মশলা; 2; types=spicy / uses=for misal, for usal
goda masala; masala-mix; maharashtrian goda masala, goda masala powder; godha masala, goda masla, godaa masala; गोडा मसाला; ; கோடா மசாலா; గోడా మసాలా; গোডা মশলা; 2; uses=for amti, for masale bhat, for usal
biryani masala; spice-blend; biryani spice mix; biriyani masala; बिरयानी मसाला; ; பிரியாணி மசாலா; బిర్యానీ మసాలా; বিরিয়ানি মশলা; 3
hing; spice; asafoetida, hing powder; heeng, hinga, asafetida, hingu; हींग; हिंग; பெருங்காயம்; ఇంగువ; হিং; 4; types=compounded, strong / sizes=10 g, 25 g, 50 g
saffron; saffron; kesar, saffron threads; zafran, kesaar, keshar, safron; केसर; केशर; குங்குமப்பூ; కుంకుమపువ్వు; জাফরান, কেশর; 4
sambar powder; spice; sambar masala, sambhar masala, sambar podi; sambhar powder, sambar pwder, sambaar powder; सांभर मसाला, सांबर पाउडर; सांबार मसाला; சாம்பார் பொடி, சாம்பார் தூள்; సాంబార్ పొడి; সাম্বার মশলা; 3; types=homemade / uses=for sambar
mustard seeds; spice; rai, sarson seeds; musturd seeds, raee, rai dana; राई, सरसों के बीज; मोहरी; கடுகு; ఆవాలు; সরষে, সর্ষে; 3; types=black, yellow, small, whole / uses=for tadka, for pickle
pickle; snack; achar, mango pickle; achaar, pickel; अचार; लोणचे; ஊறுகாய்; ఊరగాయ, పచ్చడి; আচার; 4; types=mango, lemon, mixed, garlic, spicy, homemade
papad; snack; papadum, appalam; papar, pappad; पापड़; पापड; அப்பளம்; అప్పడం; পাঁপড়; 3; types=spicy, salted, roasted, masala, homemade
namkeen; snack; bhujia, mixture, farsan; namkin, namkeen mixture; नमकीन, भुजिया; फरसाण; மிக்சர்; మిక్చర్; নিমকি, ভুজিয়া; 4; types=spicy, salted, roasted, masala, homemade, classic / uses=for tea time, for kids
chips; snack; potato chips, wafers; chipps; चिप्स; ; சிப்ஸ்; చిప్స్; চিপস; 3; types=banana, potato, spicy, salted, masala, classic / uses=for tea time, for kids
biscuits; snack; cookies, biscuit; biskit, biscut; बिस्कुट; बिस्किट; பிஸ்கட்; బిస్కెట్లు; বিস্কুট; 4; types=digestive, cream, atta, butter, salted, classic / uses=for tea time, for kids
makhana; dry-fruit; fox nuts, lotus seeds, phool makhana; makhane, makana; मखाना; ; தாமரை விதை, மக்கானா; మఖానా; মাখানা; 3; types=flavoured, peri peri, roasted, salted, jumbo
almonds; dry-fruit; badam; almond, badaam; बादाम; बदाम; பாதாம்; బాదం; আমন্ড, কাঠবাদাম; 5; types=roasted, salted, california, whole
cashews; dry-fruit; kaju, cashew nuts; cashew, kaaju; काजू; ; முந்திரி; జీడిపప్పు; কাজু; 4; types=w240, w320, roasted, salted, whole, jumbo
raisins; dry-fruit; kishmish, munakka; kishmis, resins; किशमिश; मनुके; உலர் திராட்சை; కిస్మిస్; কিশমিশ; 3
dry fruits; dry-fruit; mixed dry fruits, dry fruit box, mewa; dryfruits, dry fruts; ड्राई फ्रूट्स, मेवा; सुकामेवा; உலர் பழங்கள்; డ్రై ఫ్రూట్స్; শুকনো ফল; 4
dates; dry-fruit; khajur; khajoor, dats, khajur dates; खजूर; ; பேரீச்சம்பழம்; ఖర్జూరం; খেজুর; 4; types=seedless, soft / uses=for iftar, for ramadan
walnuts; dry-fruit; akhrot; akrot, akhrod, wallnut; अखरोट; अक्रोड; வால்நட், அக்ரூட்; వాల్‌నట్స్, అక్రోట్; আখরোট; 4
pista; dry-fruit; pistachios, pistachio; pistaa, pishta, pistha; पिस्ता; ; பிஸ்தா; పిస్తా; পেস্তা; 4; types=roasted, salted
chia seeds; seed-food; chia; chiya seeds, chia seads, chia bij; चिया सीड्स, चिया बीज; ; சியா விதைகள்; చియా గింజలు, చియా సీడ్స్; চিয়া বীজ, চিয়া সিড; 4
flax seeds; seed-food; alsi, flaxseed, linseed, alsi seeds; flex seeds, flax seed, alsi beej; अलसी, अलसी के बीज; जवस; ஆளி விதை; అవిసె గింజలు; তিসি, তিসির বীজ; 3; types=roasted
sweets; sweet; mithai, indian sweets; mitai, sweet box; मिठाई; मिठाई; இனிப்பு; స్వీట్లు, మిఠాయి; মিষ্টি; 4
gulab jamun; sweet; gulab jamoon, tinned gulab jamun; gulabjamun, gulab jamoon; गुलाब जामुन; ; குலாப் ஜாமூன்; గులాబ్ జామున్; গোলাপজাম, পান্তুয়া; 3
rasgulla; sweet; rosogolla, rasagola; rasgula, rossogolla; रसगुल्ला; ; ரசகுல்லா; రసగుల్లా; রসগোল্লা; 3
soan papdi; sweet; son papdi, patisa; soanpapdi, son papri; सोन पापड़ी; ; சோன் பப்டி; సోన్ పాపిడి; সোন পাপড়ি; 3
kaju katli; sweet; kaju barfi; kaju katri, kaju katali; काजू कतली; ; காஜு கட்லி; కాజు కత్లి; কাজু বরফি; 3
laddu; sweet; ladoo, besan ladoo; laddoo, ladu; लड्डू; लाडू; லட்டு; లడ్డు; লাড্ডু; 3; types=motichoor, besan, dry fruit
chocolate; sweet; chocolates, dark chocolate; choclate, chocolet; चॉकलेट; ; சாக்லேட்; చాక్లెట్; চকলেট; 4; types=dark, milk
oats; breakfast; rolled oats, oatmeal; otes, oats 1kg; ओट्स; ; ஓட்ஸ்; ఓట్స్; ওটস; 4; types=rolled, steel cut, instant, masala, no added sugar
muesli; breakfast; granola; musli, museli; म्यूसली; ; மியூஸ்லி; మ్యూస్లీ; মুসলি; 3; types=fruit and nut, no added sugar
peanut butter; breakfast; groundnut butter; penut butter, peanut buter; पीनट बटर; ; கடலை வெண்ணெய்; పీనట్ బటర్; পিনাট বাটার; 3; types=crunchy, creamy, chocolate, no added sugar
noodles; breakfast; instant noodles, hakka noodles; nudles, noodle; नूडल्स; ; நூடுல்ஸ்; నూడుల్స్; নুডলস; 3; types=instant, masala
juice; drink; fruit juice, packaged juice; jus, jooce; जूस; ; ஜூஸ், பழச்சாறு; జ్యూస్; জুস; 3
biryani; dish; chicken biryani, veg biryani, dum biryani; biriyani, briyani, biriani; बिरयानी; ; பிரியாணி; బిర్యానీ; বিরিয়ানি; 5; types=hyderabadi, lucknowi, chicken, mutton, egg
butter chicken; dish; murgh makhani, chicken makhani; butter chiken; बटर चिकन; ; பட்டர் சிக்கன்; బటర్ చికెన్; বাটার চিকেন; 4
paneer tikka; dish; tandoori paneer, paneer tikka masala; panir tikka; पनीर टिक्का; ; பனீர் டிக்கா; పనీర్ టిక్కా; পনির টিক্কা; 3
pizza; dish; veg pizza, cheese pizza; piza, pizaa; पिज़्ज़ा; पिझ्झा; பீட்சா; పిజ్జా; পিৎজা; 4
burger; dish; veg burger, chicken burger; burgar; बर्गर; ; பர்கர்; బర్గర్; বার্গার; 3
thali meal; dish; veg thali, meal box, lunch thali; thaali meal; थाली, भोजन थाली; ; சாப்பாடு, மீல்ஸ்; భోజనం, మీల్స్; থালি; 3
dosa; dish; masala dosa, plain dosa; dosai, dhosa; डोसा; ; தோசை; దోశ; দোসা; 4
momos; dish; dumplings, steamed momos; momo, mommos; मोमोज़; ; மோமோஸ்; మోమోస్; মোমো; 3
rolls; dish; kathi roll, wraps; kati roll, frankie; रोल, काठी रोल; ; ரோல்; రోల్స్; রোল; 3
tomato; produce; tomatoes, tamatar; tamater, tomatos; टमाटर; टोमॅटो; தக்காளி; టమాటా; টমেটো; 4; uses=for salad, for cooking
onion; produce; onions, pyaz; pyaaz, kanda; प्याज़, प्याज; कांदा; வெங்காயம்; ఉల్లిపాయ; পেঁয়াজ; 4; uses=for salad, for cooking
potato; produce; potatoes, aloo; alu, aaloo; आलू; बटाटा; உருளைக்கிழங்கு; బంగాళాదుంప; আলু; 4; uses=for cooking
coriander leaves; produce; coriander, dhania, cilantro; dhaniya, kothmir; धनिया; कोथिंबीर; கொத்தமல்லி; కొత్తిమీర; ধনেপাতা; 3; uses=for salad, for cooking
green chilli; produce; green chillies, hari mirch; hari mirchi, chilly; हरी मिर्च; हिरवी मिरची; பச்சை மிளகாய்; పచ్చిమిర్చి; কাঁচা লঙ্কা; 3; uses=for salad, for cooking
banana; produce; bananas, kela; kele, banan; केला; केळी; வாழைப்பழம்; అరటిపండు; কলা; 4
apple; produce; apples, seb; saeb, aple; सेब; सफरचंद; ஆப்பிள்; యాపిల్; আপেল; 4; uses=for salad
mango; produce; mangoes, aam, alphonso mango; mangos; आम; आंबा; மாம்பழம்; మామిడిపండు; আম; 4; types=alphonso, kesar, dasheri, langra
spinach; produce; palak; paalak, spinnach; पालक; पालक; பசலைக்கீரை; పాలకూర; পালং শাক; 3; uses=for salad, for cooking
ginger; produce; adrak; adrakh, ginjer; अदरक; आले; இஞ்சி; అల్లం; আদা; 3; uses=for cooking
chikki; chikki; peanut chikki, groundnut chikki, til chikki, moongfali chikki, peanut bar, gud chikki; chiki, chikky, chikkis, singdana chikki, shengdana chikki, mungfali chikki; चिक्की, मूंगफली चिक्की; चिक्की, शेंगदाणा चिक्की; கடலை மிட்டாய், சிக்கி; పల్లీ పట్టి, చిక్కీ; চিক্কি, বাদাম চাকতি; 3; types=peanut, til, dry fruit, sesame
`,
);

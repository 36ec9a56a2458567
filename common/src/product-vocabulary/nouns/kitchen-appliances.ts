import { nounTable } from '../table';

/** Kitchen Appliances: curated by Vikreta (not measured search data), as of November 2026. */
export const kitchenApplianceNouns = nounTable(
  'Kitchen Appliances',
  `
@mixer
types: heavy duty, copper motor
materials: stainless steel
uses: for kitchen, for wet grinding, for idli batter
prices: 2000 3000 4000 5000
band: 1500 3000 6000 15000
checklist: wattage count material warranty certification colour

@hand-blender
types: heavy duty, copper motor, variable speed, 2 speed
materials: stainless steel
sizes: 300 watt, 400 watt, 600 watt, 800 watt
uses: for kitchen, for smoothies, for soups, for whipping, for baby food
features: with chopper, with whisk, with beaker
prices: 1000 1500 2000 3000
band: 700 1500 3000 8000
checklist: wattage count material warranty certification colour

@small-appliance
types: electric, compact
materials: stainless steel
uses: for home, for kitchen
prices: 1000 1500 2000 3000 5000
band: 600 1500 4000 15000
checklist: capacity wattage material warranty colour certification

@cooktop
types: automatic, manual, glass top, 2 burner, 3 burner, 4 burner
materials: glass, stainless steel
uses: for kitchen, for home
features: with auto ignition, with touch panel
prices: 2000 3000 5000 8000
band: 1500 3500 8000 25000
checklist: count material warranty certification dimensions

@induction
types: touch panel, push button, portable
materials: glass, crystal glass
uses: for kitchen, for home, for hostel
features: with touch panel, with auto shut off, with preset menus
prices: 1500 2000 3000
band: 1200 2000 3500 8000
checklist: wattage material warranty certification

@large-appliance
materials: stainless steel
uses: for home, for kitchen, for family
features: with warranty
prices: 5000 10000 15000 20000
band: 4000 10000 25000 80000
checklist: capacity wattage warranty certification dimensions colour

mixer grinder; mixer; mixer, mixie, grinder; mixi, mixer grinder machine, mixcer; मिक्सर ग्राइंडर, मिक्सी; ; மிக்ஸி, மிக்சர் கிரைண்டர்; మిక్సీ, మిక్సర్ గ్రైండర్; মিক্সার গ্রাইন্ডার, মিক্সি; 5; types=3 jar, 4 jar / sizes=500 watt, 750 watt, 1000 watt / uses=for dry grinding, for chutney / features=with 3 jars, with 4 jars, with juicer jar
juicer mixer grinder; mixer; juicer mixer, juicer; jmg, juicer mixi; जूसर मिक्सर ग्राइंडर; ; ஜூஸர் மிக்ஸி; జ్యూసర్ మిక్సీ; জুসার মিক্সার গ্রাইন্ডার; 3; types=3 jar, 4 jar / sizes=500 watt, 750 watt, 1000 watt / uses=for dry grinding, for chutney / features=with 3 jars, with 4 jars, with juicer jar
wet grinder; mixer; table top wet grinder, tilting wet grinder; vet grinder, idli grinder; वेट ग्राइंडर; ; கிரைண்டர், வெட் கிரைண்டர்; వెట్ గ్రైండర్, గ్రైండర్; ওয়েট গ্রাইন্ডার; 3; sizes=2 litre, 3 litre / uses=for dosa batter
hand blender; hand-blender; immersion blender, hand mixer, beater; hand blendor; हैंड ब्लेंडर; ; ஹேண்ட் பிளெண்டர்; హ్యాండ్ బ్లెండర్; হ্যান্ড ব্লেন্ডার; 3
juicer; small-appliance; juice maker, cold press juicer; jucer, juice machine; जूसर; ; ஜூஸர்; జ్యూసర్; জুসার; 3; materials=plastic
air fryer; small-appliance; airfryer; air frier, air fryar; एयर फ्रायर; ; ஏர் ஃப்ரையர்; ఎయిర్ ఫ్రైయర్; এয়ার ফ্রায়ার; 4; sizes=4 litre, 5 litre / types=digital / materials=plastic / features=with auto shut off, with timer
electric kettle; small-appliance; kettle; electric ketli, kettel; इलेक्ट्रिक केतली, केतली; ; எலக்ட்ரிக் கெட்டில்; ఎలక్ట్రిక్ కెటిల్; ইলেকট্রিক কেটলি; 4; sizes=1 litre, 1.5 litre, 1.8 litre / types=automatic, digital / materials=plastic, glass / features=with auto shut off / uses=for office, for hostel
toaster; small-appliance; pop up toaster, bread toaster; tostar, toster; टोस्टर; ; டோஸ்டர்; టోస్టర్; টোস্টার; 2; types=automatic / materials=plastic / features=with auto shut off / uses=for office, for hostel
sandwich maker; small-appliance; sandwich toaster, grill sandwich maker; sandwitch maker; सैंडविच मेकर; ; சாண்ட்விச் மேக்கர்; శాండ్‌విచ్ మేకర్; স্যান্ডউইচ মেকার; 3; uses=for office, for hostel / types=non-stick, grill
electric rice cooker; small-appliance; rice cooker; rice cookar; राइस कुकर; ; ரைஸ் குக்கர்; రైస్ కుక్కర్; রাইস কুকার; 3; sizes=1 litre, 1.8 litre / types=automatic, digital / features=with auto shut off / uses=for hostel
coffee maker; small-appliance; coffee machine, drip coffee maker; cofee maker; कॉफी मेकर; ; காபி மேக்கர்; కాఫీ మేకర్; কফি মেকার; 2; types=automatic, digital / materials=plastic, glass / uses=for office
egg boiler; small-appliance; egg cooker; egg boilar; एग बॉयलर; ; முட்டை வேகவைக்கும் கருவி; ఎగ్ బాయిలర్; ডিম সেদ্ধ করার যন্ত্র; 2; types=automatic / materials=plastic / features=with auto shut off / uses=for hostel
roti maker; small-appliance; chapati maker; roti making machine; रोटी मेकर; ; சப்பாத்தி மேக்கர்; రోటీ మేకర్; রুটি মেকার; 2; types=automatic
electric cooker; small-appliance; multi cooker, electric multi cooker, multipurpose electric cooker, electric kettle cooker; electric cukar, electric coocker; इलेक्ट्रिक कुकर, मल्टी कुकर; ; எலக்ட்ரிக் குக்கர்; ఎలక్ట్రిక్ కుక్కర్; ইলেকট্রিক কুকার; 4; sizes=1.2 litre, 1.5 litre, 1.8 litre / types=multipurpose, non-stick / uses=for hostel, for travel, for noodles / features=with steamer, with auto shut off
induction cooktop; induction; induction stove, induction chulha, induction; induction cooker, induktion; इंडक्शन चूल्हा, इंडक्शन; ; இண்டக்ஷன் அடுப்பு; ఇండక్షన్ స్టవ్; ইন্ডাকশন চুলা, ইন্ডাকশন; 4; sizes=1600 watt, 2000 watt
gas stove; cooktop; gas chulha, cooktop, hob; gas chula, gas stov; गैस चूल्हा, गैस स्टोव; गॅस शेगडी; கேஸ் அடுப்பு; గ్యాస్ స్టవ్; গ্যাস স্টোভ, গ্যাসের চুলা; 4
microwave oven; large-appliance; microwave; micro wave, microwav; माइक्रोवेव ओवन, माइक्रोवेव; ; மைக்ரோவேவ் அவன்; మైక్రోవేవ్ ఓవెన్; মাইক্রোওয়েভ ওভেন; 4; sizes=20 litre, 25 litre, 30 litre / types=inverter, smart, convection
otg oven; large-appliance; oven toaster grill, otg, baking oven; o t g; ओटीजी ओवन; ; OTG அவன்; OTG ఓవెన్; ওটিজি ওভেন; 3; sizes=20 litre, 25 litre, 30 litre / types=convection
water purifier; large-appliance; ro water purifier, ro; water purifire, ro machine; वॉटर प्यूरीफायर; ; நீர் சுத்திகரிப்பான், வாட்டர் ப்யூரிஃபையர்; వాటర్ ప్యూరిఫైయర్; ওয়াটার পিউরিফায়ার; 4; types=ro, uv, ro uv, uf / sizes=7 litre, 10 litre / features=with installation
kitchen chimney; large-appliance; chimney; chimni; किचन चिमनी, चिमनी; ; சிம்னி; చిమ్నీ; কিচেন চিমনি; 3; types=auto clean, filterless, 60 cm, 90 cm / features=with installation
refrigerator; large-appliance; fridge; frige, refrigrator; फ्रिज, रेफ्रिजरेटर; ; ஃப்ரிட்ஜ், குளிர்சாதனப் பெட்டி; ఫ్రిజ్, రిఫ్రిజిరేటర్; ফ্রিজ, রেফ্রিজারেটর; 4; types=single door, double door, frost free, inverter, 5 star, 3 star, smart / sizes=190 litre, 250 litre
dishwasher; large-appliance; dish washer; dishwashar; डिशवॉशर; ; டிஷ்வாஷர்; డిష్‌వాషర్; ডিশওয়াশার; 2; types=12 place, 14 place / features=with installation
`,
);

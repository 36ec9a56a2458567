import { nounTable } from '../table';

/** Shoes: curated by Vikreta (not measured search data), as of November 2026. */
export const shoeNouns = nounTable(
  'Shoes',
  `
@sport-shoe
types: lightweight, lace-up, slip-on, mesh, white, black
materials: mesh, canvas, pu, leather, eva
sizes: size 7, size 8, size 9, size 10
uses: for walking, for daily wear
audiences: for men, for women, for boys, for girls
prices: 500 1000 1500 2000 3000
band: 399 1000 2500 12000
checklist: size material soleMaterial closure colour gender

@ethnic-footwear
types: flat, ethnic, handcrafted, anti-skid
materials: leather, pu, rubber, synthetic
sizes: size 5, size 6, size 7, size 8
uses: for daily wear, for festive wear
audiences: for women, for men, for girls
prices: 300 500 800 1000
band: 199 500 1200 5000
checklist: size material soleMaterial colour gender

@home-footwear
types: soft, anti-skid, lightweight, flat, cushioned
materials: rubber, eva, pu
sizes: size 6, size 7, size 8, size 9
uses: for home, for daily wear, for bathroom
audiences: for men, for women, for kids
prices: 200 300 500
band: 99 300 800 3000
checklist: size material soleMaterial colour gender

@formal-shoe
materials: leather, pu, suede
sizes: size 7, size 8, size 9, size 10
uses: for office, for party, for wedding
audiences: for men, for women
prices: 1000 1500 2000 3000
band: 599 1500 3500 15000
checklist: size material soleMaterial closure colour gender

@heels
types: pointed, embellished
materials: pu, suede, leather
sizes: size 5, size 6, size 7
uses: for party, for office, for wedding
audiences: for women, for girls
prices: 500 800 1000 1500
band: 299 800 2000 8000
checklist: size material colour closure

running shoes; sport-shoe; sports shoes, jogging shoes, running shoe; runing shoes, running shoos; रनिंग शूज़, स्पोर्ट्स शूज़; रनिंग शूज; ரன்னிங் ஷூஸ்; రన్నింగ్ షూస్; রানিং শু; 5; uses=for running, for gym
sports shoes; sport-shoe; sport shoes, training shoes; sport shoos; स्पोर्ट्स शूज़; स्पोर्ट्स शूज; ஸ்போர்ட்ஸ் ஷூஸ்; స్పోర్ట్స్ షూస్; স্পোর্টস শু; 4; uses=for running, for gym
sneakers; sport-shoe; sneaker, casual sneakers; snikers, sneekers; स्नीकर्स; ; ஸ்னீக்கர்ஸ்; స్నీకర్స్; স্নিকার্স; 4
casual shoes; sport-shoe; casual shoe; casul shoes; कैजुअल शूज़; ; கேஷுவல் ஷூஸ்; క్యాజువల్ షూస్; ক্যাজুয়াল শু; 4; uses=for party
walking shoes; sport-shoe; walking shoe; walkng shoes; वॉकिंग शूज़; ; வாக்கிங் ஷூஸ்; వాకింగ్ షూస్; ওয়াকিং শু; 3
school shoes; sport-shoe; school shoe, black school shoes; scool shoes; स्कूल शूज़; ; பள்ளி ஷூஸ்; స్కూల్ షూస్; স্কুলের জুতো; 3; uses=for school
formal shoes; formal-shoe; office shoes, formal shoe; formal shoos; फॉर्मल शूज़; ; ஃபார்மல் ஷூஸ்; ఫార్మల్ షూస్; ফর্মাল জুতো; 4; types=derby, oxford, pointed, lace-up, slip-on
loafers; formal-shoe; loafer, moccasins; lofers, loffer; लोफर; ; லோஃபர்ஸ்; లోఫర్స్; লোফার; 3
boots; formal-shoe; boot, ankle boots; bootss, long boots; बूट्स; ; பூட்ஸ்; బూట్స్; বুট; 3; uses=for winter, for riding / types=chelsea, lace-up
sandals; ethnic-footwear; sandal, floaters; sandle, sandel; सैंडल; सँडल; செருப்பு, சாண்டல்; చెప్పులు, శాండల్స్; স্যান্ডেল; 4; types=kolhapuri
chappal; ethnic-footwear; chappals, flats, ladies chappal; chapal, chappel; चप्पल; ; செருப்பு; చెప్పులు; চপ্পল, চটি; 4; types=embroidered, kolhapuri
kolhapuri chappal; ethnic-footwear; kolhapuri, kolhapuri sandals; kolapuri chappal; कोल्हापुरी चप्पल; ; கோலாப்புரி செருப்பு; కొల్హాపురి చెప్పులు; কোলাপুরি চপ্পল; 3; uses=for wedding
mojari; ethnic-footwear; jutti, juttis, mojaris; mojri, jooti; मोजड़ी, जूती; ; மோஜாரி; మొజారీ; মোজারি, নাগরা; 3; types=embroidered / uses=for wedding
slippers; home-footwear; slipper, flip flops, hawai chappal; sliper, slipar; स्लीपर, हवाई चप्पल; ; ஸ்லிப்பர், செருப்பு; స్లిప్పర్స్; স্লিপার; 4
clogs; home-footwear; clog; clog sandals; क्लॉग्स; ; க்ளாக்ஸ்; క్లాగ్స్; ক্লগ; 3
heels; heels; high heels, heel sandals, sandals with heels; heals, heel; हील्स; ; ஹீல்ஸ்; హీల్స్; হিল; 4; types=block, stiletto, wedge
bellies; heels; ballerinas, ballet flats, flats; belly shoes, bellys; बेलीज़; ; பெல்லீஸ்; బెల్లీస్; বেলি; 3; types=flat
`,
);

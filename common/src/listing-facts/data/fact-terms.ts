/**
 * Fact words a listing may only carry when the seller wrote them: materials, technical features,
 * ingredients, diet and source words, certifications and claim-type words, audiences. Each line is one
 * fact with its spellings ('aluminium|aluminum'); the first spelling is how Vikreta writes it.
 * Curated by Vikreta from Indian marketplace listings and category filters, as of November 2026.
 */
import { colourNames } from './models';

export type FactClass =
  | 'colour'
  | 'material'
  | 'feature'
  | 'ingredient'
  | 'diet'
  | 'certification'
  | 'claim'
  | 'audience';

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => l.split('|').map((s) => s.trim()));

const materials = lines(`
aluminium|aluminum
hard anodised|hard anodized
stainless steel|steel|ss
cast iron
iron|loha
copper
brass|peetal|pital
bronze
german silver
panchdhatu
silver|chandi
sterling silver|925 silver|925 sterling silver|925 sterling|sterling|925
gold|sona
real gold|solid gold
gold plated|gold-plated|gold polish
silver plated|silver-plated
rose gold
oxidised|oxidized
kundan
pearl|pearls|moti
american diamond|ad stones|cz|cubic zirconia
leather
genuine leather|pure leather|real leather
cow leather|cowhide|cow hide|cow hide leather
pu|pu leather|faux leather|vegan leather|synthetic leather|rexine
canvas
jute
cotton|cotton blend|cotton-blend
pure cotton|100% cotton
silk|silk blend
cotton silk|cotton-silk|silk cotton
pure silk|real silk|mulberry silk
art silk
rayon|viscose
polyester
nylon
wool|woollen|woolen
linen
khadi
denim
georgette
chiffon
crepe
velvet
satin
organza
net fabric|net saree|net dupatta
lycra|spandex|elastane
latex|natural latex|rubber latex
fleece
muslin
chanderi
glass|borosilicate|borosilicate glass
plastic|pp|polypropylene
wood|wooden|solid wood
sheesham|sheesham wood|rosewood
teak|teak wood
mango wood
engineered wood|mdf|particle board
bamboo
ceramic
porcelain
bone china
melamine
terracotta|clay|mitti
multani mitti|fuller's earth clay|fuller's earth|fullers earth
bentonite|bentonite clay
marble
granite
microfibre|microfiber
memory foam
foam
rubber
silicone
eva
tpu
tpe
nbr
abs
graphite|carbon graphite
carbon fibre|carbon fiber
polycarbonate
metal
chrome|chrome plated
alloy|zinc alloy
carbon fibre|carbon fiber
mahogany
paper
`);

const features = lines(`
anc|active noise cancellation|active noise cancelling|hybrid anc|noise cancelling|noise cancellation|noise canceling
enc|environmental noise cancellation|environmental noise cancelling
bluetooth
wifi|wi-fi
5g
4g
nfc
gps
amoled
oled
lcd
ips
full hd|fhd|1080p
4k|uhd
hdr
dolby atmos
spo2|blood oxygen
heart rate|heart rate monitor|heart-rate
ecg
blood pressure|bp monitor|bp monitoring
sleep tracking|sleep monitor
bluetooth calling|bt calling
wireless charging|qi charging
fast charging|quick charging|fast charge
magsafe
solar|solar powered
type-c|type c|usb-c|usb type-c
spf
spf 15
spf 20
spf 30
spf 40
spf 50|spf 50+
spf 60
ipx4
ipx5
ipx6
ipx7
ipx8
ip67
ip68
waterproof|water proof
water resistant|water-resistant
splash resistant|splash proof
touchscreen|touch screen
inverter
bldc
copper motor
remote control|remote
smudge-proof|smudge proof
transfer-proof|transfer proof
long lasting|long-lasting
matte
induction base|induction compatible|induction friendly
non-stick|nonstick|non stick
taped|tape style
half plate
full plate
quarter plate
family pack
insulated|vacuum insulated|double wall
leak proof|leak-proof|leakproof
airtight|air tight|air-tight
microwave safe|microwave-safe
dishwasher safe|dishwasher-safe
stackable
paperback
hardcover|hardbound|hard cover
universal|universal fit
suv
sedan
hatchback
wrist
upper arm
brushless
anti-theft|anti theft
rfid blocking|rfid protection|rfid protected|rfid
electric
temperature control
transparent
cooling fan
acoustic
magnetic
battery operated|battery powered
self watering|self-watering
hanging
a3
a4
a5
inner lid
outer lid
pressure die cast
wireless
wired
analog|analogue
digital
automatic|auto
manual
cordless
rechargeable
foldable|folding
adjustable
`);

const ingredients = lines(`
niacinamide
retinol
hyaluronic acid
vitamin c
vitamin e
salicylic acid
glycolic acid
kojic acid
ceramide|ceramides
collagen
keratin
biotin
argan oil
onion
bhringraj
amla
almond oil|badam oil
coconut oil
castor oil
tea tree
aloe vera
charcoal|activated charcoal
neem
tulsi
turmeric|haldi
saffron|kesar
sandalwood|chandan
rose water|gulab jal
camphor|kapoor
caffeine
shea butter
cocoa butter
`);

const diet = lines(`
organic
a2|a2 milk|a2 ghee
a1
desi cow|gir cow
cow|cow milk
buffalo|buffalo milk
bilona
veg|vegetarian
non-veg|non veg|non-vegetarian
vegan
eggless
jain
multigrain
whole wheat
sharbati
gluten free|gluten-free
sugar free|sugar-free|sugarless
no added sugar
low fat
full cream
high protein
keto
cold pressed|cold-pressed|wood pressed|kachi ghani
unpolished
grain free|grain-free
`);

const certifications = lines(`
isi|isi marked|isi certified|isi mark
bis|bis certified|bis hallmark
hallmarked|hallmark|bis hallmarked|bis hallmarking|hallmarking
22k|22 carat|22 kt|916
18k|18 carat|18 kt
24k|24 carat
fssai|fssai certified|fssai approved
agmark
india organic|jaivik bharat|npop
bee star|5 star|4 star|3 star
ce certified
iso certified
gmp certified
fda approved
ayush|ayush certified|ayush approved
dermatologist tested|dermatologically tested|dermatologist-tested
dermatologist approved|dermatologist recommended|dermatologically approved
ophthalmologist tested|ophthalmologically tested
clinically tested|clinically proven
cruelty free|cruelty-free|peta certified
hypoallergenic
non-comedogenic
`);

const claims = lines(`
herbal
ayurvedic|ayurveda
natural|100% natural|all natural
pure|100% pure
chemical free|chemical-free|toxin free|toxin-free
paraben free|paraben-free
sulphate free|sulfate free|sulphate-free|sulfate-free
silicone free
mineral oil free
alcohol free
fragrance free
bpa free|bpa-free
pfoa free|pfoa-free
lead free
food grade
medical grade
orthopedic|orthopaedic|ortho
dermatologist|dermatologists
antibacterial|anti-bacterial
anti-hair fall|anti hair fall
immunity
`);

const audiences = lines(`
men|men's|mens|gents|male|man
women|women's|womens|ladies|female|woman
boys|boy|boy's|boys'
girls|girl|girl's|girls'
unisex
kids|kid|children|child|kid's
baby|babies|infant|infants|toddler|toddlers
newborn|new born
puppy|puppies
kitten|kittens
teens|teenagers
senior citizens|elderly
adults|adult
`);

const colours = colourNames.map((c) => [c]);

export const factTerms: Record<FactClass, readonly string[][]> = {
  colour: colours,
  material: materials,
  feature: features,
  ingredient: ingredients,
  diet,
  certification: certifications,
  claim: claims,
  audience: audiences,
};

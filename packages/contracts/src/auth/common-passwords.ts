/**
 * The 1,000 most common passwords of 8 or more characters, most common first (shorter ones already
 * fail the length rule, so this list covers every password of the overall top 1,000 and more).
 * Derived from the ranked password frequency list shipped in @zxcvbn-ts/language-common 4.1.3
 * (MIT; the list itself comes from public breach corpora). Space-separated to keep the file short;
 * none of these contains a space.
 */
const commonPasswordText = `
password 12345678 123456789 baseball football qwertyuiop 1234567890 superman 1qaz2wsx jennifer
trustno1 sunshine iloveyou computer michelle starwars princess 11111111 corvette 1234qwer internet
samantha q1w2e3r4t5 maverick whatever mercedes steelers qwer1234 hardcore q1w2e3r4 midnight bigdaddy
victoria marlboro password1 1q2w3e4r cocacola jordan23 asdfasdf danielle 12344321 jonathan liverpoo
qwerty123 passw0rd abcd1234 slipknot scorpion startrek asdfghjkl redskins qazwsxedc liverpool
nicholas butthead dolphins qwertyui shithead metallic mountain benjamin elephant rush2112 1q2w3e4r5t
creative garfield bullshit asdfghjk 1qazxsw2 december airborne brooklyn godzilla 4815162342 williams
darkness blink182 platinum 01012011 11223344 lifehack 12qwaszx snowball nintendo november pakistan
explorer redwings 789456123 lasvegas guinness christin asdf1234 babygirl michigan carolina alexande
dickhead minecraft metallica kristina kimberly snickers paradise caroline 147258369 lacrosse
bollocks poohbear qweasdzxc einstein drowssap courtney spitfire patricia maryjane champion svetlana
anderson westside security zaq12wsx alexander 123456789a 1232323q scarface qwerty12 marshall
veronica stargate 12345qwert semperfi brittany scotland cherokee simpsons michael1 vladimir franklin
infinity passport bulldogs 1234554321 budlight usuckballz1 softball fktrcfylh kawasaki wildcats
logitech swordfis motorola alexandr patriots colorado juventus freeuser warcraft wolverin elizabet
valentin mitchell password123 ncc1701d spiderma hello123 virginia pearljam 123qweasd predator
charlie1 panthers peekaboo rolltide american cardinal chevelle fyfcnfcbz loverboy lovelove 123654789
changeme electric darkside hercules lawrence wolfpack letmein1 741852963 spiderman blizzard cheyenne
123456789q cjkysirj 147852369 sterling basketball pussycat a1b2c3d4 freepass airplane billybob
stingray chocolat zeppelin firebird business greenday tarheels 01011980 hellfire engineer serenity
fireball 1029384756 remember darkstar mustang1 pavilion bobafett 01012000 dbrnjhbz harrison welcome1
swimming defender precious icecream swordfish presario rockstar airforce thailand 21122112 bluebird
goldfish wrangler cadillac longhorn microsoft christia qazwsx123 assassin atlantis 123qweasdzxc
lonewolf software leonardo srinivas angelina valentina veronika babydoll wordpass butterfly devildog
mistress freedom1 soso123aljg montreal wolfgang 31415926 hotstuff basketba birthday stephani
jessica1 testtest fuckyou2 kathleen savannah shamrock deftones goldberg renegade hamilton cristina
blahblah enterpri 1234abcd babylon5 sweetpea trfnthbyf cavalier marathon aardvark butterfl bigboobs
manchester yankees1 napoleon buckeyes 01011990 fredfred highland 1qaz2wsx3edc diamonds campbell
chandler drpepper elizabeth pornstar 12345678910 thuglife sherlock morpheus wetpussy consumer
adgjmptw barcelona sundance isabella overlord isabelle ultimate ncc1701e matthew1 geronimo 123qwe123
aleksandr portugal superfly q1w2e3r4t5y6 florence wrinkle1 11235813 51505150 seminole alejandr
concrete access14 margaret christop letmein2 qazxswedc trombone pleasure rhbcnbyf christian cdtnkfyf
stallion mongoose kingkong bluemoon personal a1234567 fuckyou1 immortal 123454321 dietcoke anthony1
giovanni hollywoo morrison 14789632 clifford bonehead fernando ghbdtnbr charlott 1123581321 ilovesex
william1 hongkong sebastia werewolf super123 cooldude eternity lollipop tottenha stocking anything
columbia makaveli robinson verbatim satan666 standard blackcat punkrock raistlin infantry
qwerty12345 waterloo 01012010 seinfeld musicman megadeth skywalke gn56gn56 squirrel wolverine
qazwsxed stardust twilight intrepid vanhalen punisher 1234567a showtime fuckfuck 111222333 skittles
ekaterina hannibal thunder1 chelsea1 1q2w3e4r5t6y portland panasonic sandiego penelope blackdog
1a2b3c4d californ playtime warriors gangster christine chargers mushroom dingdong crusader stranger
dkflbvbh anastasia slapshot guardian 147896325 septembe angelica scarlett 123321123 kittycat
munchkin rammstein 1passwor barcelon santiago blackman starcraft goodluck coltrane katerina
fuck_inside discover spanking shaney14 192837465 lonestar stonecol meridian heather1 25802580
richard1 alexandra zaq1xsw2 beautiful lowrider tacobell 123698745 catalina halflife johnjohn
kangaroo thompson socrates keyboard national formula1 qwerasdf 12369874 penguins fuckface vacation
ragnarok asshole1 mailcreated5240 lorraine dodgeram sebastian colombia oblivion sithlord mustangs
scoobydo bigballs zxcv1234 titleist richmond director magnolia blueeyes mersedes 12312312 springer
patrick1 martinez cowboys1 nuttertools 1122334455 gateway1 imperial grateful peterpan kingston
pa55word freckles margarita deadhead research mariners rootbeer aspirine frederic children stephanie
scooter1 11112222 creampie plymouth justdoit 1234567q lightnin caliente goodtime catherin redalert
brucelee porkchop aquarius raiders1 thankyou fletcher shopping a1s2d3f4 sapphire qwert123
qazwsxedcrfv hastings blackjac 01012001 spectrum chevrole amsterdam diamond1 rosemary candyman
beatrice front242 atlantic labrador 123456qwerty syracuse southern commando clitoris 8j4ye3uz
monopoly pineappl lesbians gangbang spartans romashka 123456aa snuggles phoenix1 infiniti jeremiah
1234567890q cosworth charlotte doberman qawsedrf brandon1 emmanuel webmaster viktoria porsche9
starbuck beefcake godsmack clarence valhalla starfish sailboat achilles ncc1701a arsenal1 pa55w0rd
frontier swingers terminator kentucky jackson1 doughboy butthole phillies dannyboy nebraska
qwertyuio pinkfloy maryland luckydog september oklahoma qwerty123456 agent007 vfrcbvrf nathalie
whocares vkontakte ihateyou dilligaf mandingo california technics golfball 01011991 bunghole
15426378 hurrican stripper aberdeen rfnthbyf enterprise dthjybrf handsome excalibu brothers keystone
flamingo passwort lancelot melissa1 australia kamikaze designer pokemon1 somethin apollo13 bearbear
bradford deeznuts warhammer rangers1 blueblue meatball columbus manchest macdaddy michaela
123456789z sentinel universe truelove eatpussy sexygirl billyboy military jamesbon microsof microlab
pantyhos lifetime 01011985 gordon24 theodore function 73501505 passwor1 azsxdcfv 01011970 charlton
bigmoney superstar fordf150 terminal wildfire vladislav hollywood gretchen saratoga 321654987
01011981 greenbay trinidad chicken1 rjirfrgbde meatloaf hyperion rightnow treasure 01011986 lisalisa
chester1 jasmine1 maradona anaconda japanese catherine woofwoof pass1234 poontang christopher
albatros richards turkey50 kenworth happy123 dinosaur holyshit lionking happyday chickens chocolate
ericsson positive crazybab sherwood polniypizdec0211 fktrcfylhf zxcasdqwe hardrock anhyeuem madeline
february abc12345 samsung1 applepie skywalker gandalf1 davidson skorpion hellyeah australi rockhard
hedgehog 13243546 yosemite 1qa2ws3ed mikemike pooppoop america1 karolina starship 0.0.0.000 salvador
greatone freeporn football1 78945612 francois packers1 robotech roadkill backdoor rastaman alliance
killbill cinnamon sojdlg123aljg 18436572 963852741 bangbang jeanette operator mechanic amsterda
pingpong rasputin marianne majestic passwords kingfish zxcvbnm1 gotohell wrestlin railroad lineage2
thursday a123456789 peterson phillips nwo4life charles1 kcj9wx5n underdog r2d2c3po snoopdog broadway
umbrella splinter fuckthis chemical 123789456 jamesbond blackhaw passpass sinclair megapass
translator magicman supersta giuseppe caligula shannon1 meredith bullseye saturday kristine tunafish
gfhjkm123 dkflbckfd p0015123 12131415 crawford tazmania deepthroat dfktynbyf tommyboy chainsaw
christina marino13 getmoney budweise qazwsx12 brighton vfhufhbnf mamapapa penthous chrisbln snowboar
undertaker flounder moneyman canadian viewsonic downtown 01011989 qwerty1234 eastside sneakers
golfgolf panasoni chicago1 thanatos ghjcnjnfr whitesox poseidon johannes gargoyle intruder sunnyday
ferrari1 solution madison1 newcastl goldstar buckshot 01011988 titanium test1234 federico assholes
superman1 sunflowe babyblue westwood apple123 boomboom florida1 motherlode multiplelo callaway
starfire paintbal winston1 123qwerty knickers lokomotiv panther1 thirteen rjycnfynby avalanch
philippe hotpussy 01011984 zerocool tomorrow godfather original 01011987 newyork1 idontknow vfvfgfgf
beerbeer 1x2zkg8w francesc syncmaster christie zxasqw12 paintball monalisa terrapin spongebob
attitude clevelan barefoot chuckles meathead 02071986 cfitymrf cambiami 12345678q 03082006 blessing
aleksandra gladiator southpark mazafaka pianoman casanova traveler hawkeyes clarinet deeznutz
10203040 meowmeow monster1 triangle valencia 01011910 rhiannon crystal1 smeghead andromeda 12345679
cerberus james007 tiberius gabriell salamander resident hayabusa together juliette 1q2w3e4r5
crjhgbjy nokia6300 rockford goldwing brewster thegreat confused whiskers spaceman rebecca1 12qw34er
gesperrt wrestling mohammed sersolution overkill rhfcjnrf montgom240 bulldog1 something 12345qwe
runescape lightning 14725836 19411945 hoosiers recovery 01011992 adrienne roadking illusion 01091989
medicine leavemealone megatron doghouse 12345678a mortgage heineken fishing1 moonlight motherfucker
02071982 realmadrid balloons tinkerbell 135792468 babyface hardcock 01011975 blackbir
`;

export const commonPasswords: ReadonlySet<string> = new Set(commonPasswordText.split(/\s+/).filter(Boolean));

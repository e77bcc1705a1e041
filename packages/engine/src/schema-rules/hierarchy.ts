/**
 * schema.org's class tree (https://schema.org/docs/full.html): each type → its direct subtypes, as data. It is the
 * whole tree under Thing in the 30.0 release (core, pending and the bib, auto and meta extensions), read from
 * `data/releases/30.0/schemaorg-current-https-types.csv` in github.com/schemaorg/schemaorg (its `subTypeOf` column).
 * The whole tree rather than the types some rule names: a site marks itself up with the most specific type it can
 * (a `Plumber`, a `Hospital`, a `ClothingStore`), as Google's local business guide advises, and every one of them
 * must still read as an Organization, a LocalBusiness and a Place. A type that is not listed (a typo, a type from
 * another vocabulary) is matched by name only. Several types have more than one parent (a `Hospital` is a
 * CivicStructure, an EmergencyService and a MedicalOrganization); an entry lists a type under each of them.
 */
const SUBTYPES: Record<string, string> = {
  Thing:
    'Action BioChemEntity CreativeWork Event Intangible MedicalEntity Organization Person Place Product Taxon',
  Action: `AchieveAction AssessAction ConsumeAction ControlAction CreateAction FindAction InteractAction MoveAction
    OrganizeAction PlayAction SearchAction SeekToAction SolveMathAction TradeAction TransferAction UpdateAction`,
  BioChemEntity: 'ChemicalSubstance Gene MolecularEntity Protein',
  CreativeWork: `AmpStory ArchiveComponent Article Atlas Blog Book Certification Chapter Claim Clip Code Collection
    ComicStory Comment Conversation Course CreativeWorkSeason CreativeWorkSeries Credential DataCatalog Dataset
    DefinedTermSet Diet DigitalDocument Drawing Episode ExercisePlan Game Guide HowTo HowToDirection HowToSection
    HowToStep HowToTip HyperToc HyperTocEntry LearningResource Legislation Manuscript Map MathSolver MediaObject
    MediaReviewItem Menu MenuSection Message Movie MusicComposition MusicPlaylist MusicRecording Painting Photograph
    Play Poster PublicationIssue PublicationVolume Quotation Review Sculpture Season SheetMusic ShortStory
    SoftwareApplication SoftwareSourceCode SpecialAnnouncement Statement TVSeason TVSeries Thesis VisualArtwork
    WebContent WebPage WebPageElement WebSite`,
  Event: `BusinessEvent ChildrensEvent ComedyEvent ConferenceEvent CourseInstance DanceEvent DeliveryEvent
    EducationEvent EventSeries ExhibitionEvent Festival FoodEvent Hackathon LiteraryEvent MusicEvent
    PerformingArtsEvent PublicationEvent SaleEvent ScreeningEvent SocialEvent SportsEvent TheaterEvent
    UserInteraction VisualArtsEvent`,
  Intangible: `ActionAccessSpecification AlignmentObject Audience BedDetails Brand BroadcastChannel
    BroadcastFrequencySpecification Class ComputerLanguage ConstraintNode DataFeedItem DefinedTerm Demand
    DigitalDocumentPermission EducationalOccupationalProgram EnergyConsumptionDetails EntryPoint Enumeration
    FinancialIncentive FloorPlan GameServer GeospatialGeometry Grant HealthInsurancePlan
    HealthPlanCostSharingSpecification HealthPlanFormulary HealthPlanNetwork Invoice ItemList JobPosting Language
    ListItem MediaSubscription MemberProgram MemberProgramTier MenuItem MerchantReturnPolicy
    MerchantReturnPolicySeasonalOverride Observation Occupation OccupationalExperienceRequirements Offer Order
    ParcelDelivery PaymentMethod Permit ProgramMembership Property PropertyValueSpecification Rating Reservation
    Role Schedule Seat Series Service ServiceChannel SpeakableSpecification StatisticalPopulation StructuredValue
    Ticket Trip VirtualLocation`,
  MedicalEntity: `AnatomicalStructure AnatomicalSystem DrugClass DrugCost LifestyleModification MedicalCause
    MedicalCondition MedicalContraindication MedicalDevice MedicalGuideline MedicalIndication MedicalIntangible
    MedicalProcedure MedicalRiskEstimator MedicalRiskFactor MedicalStudy MedicalTest Substance SuperficialAnatomy`,
  Organization: `Airline Consortium Cooperative Corporation EducationalOrganization FundingScheme
    GovernmentOrganization LibrarySystem LocalBusiness MedicalOrganization NGO NewsMediaOrganization OnlineBusiness
    PerformingGroup PoliticalParty Project ResearchOrganization SearchRescueOrganization SportsOrganization
    WorkersUnion`,
  Person: 'Patient',
  Place: `Accommodation AdministrativeArea CivicStructure DefinedRegion Landform LandmarksOrHistoricalBuildings
    LocalBusiness Residence TouristAttraction TouristDestination`,
  Product: `DietarySupplement Drug IndividualProduct ProductCollection ProductGroup ProductModel SomeProducts
    Vehicle`,
  AchieveAction: 'LoseAction TieAction WinAction',
  AssessAction: 'ChooseAction IgnoreAction ReactAction ReviewAction',
  ConsumeAction: `DrinkAction EatAction InstallAction ListenAction PlayGameAction ReadAction UseAction ViewAction
    WatchAction`,
  ControlAction: `ActivateAction AuthenticateAction DeactivateAction LoginAction ResetPasswordAction ResumeAction
    SuspendAction`,
  CreateAction: 'CookAction DrawAction FilmAction PaintAction PhotographAction WriteAction',
  FindAction: 'CheckAction DiscoverAction TrackAction',
  InteractAction: `BefriendAction CommunicateAction FollowAction JoinAction LeaveAction MarryAction RegisterAction
    SubscribeAction UnRegisterAction`,
  MoveAction: 'ArriveAction DepartAction TravelAction',
  OrganizeAction: 'AllocateAction ApplyAction BookmarkAction PlanAction',
  PlayAction: 'ExerciseAction PerformAction',
  TradeAction: 'BuyAction OrderAction PayAction PreOrderAction QuoteAction RentAction SellAction TipAction',
  TransferAction: `BorrowAction DonateAction DownloadAction GiveAction LendAction MoneyTransfer ReceiveAction
    ReturnAction SendAction TakeAction`,
  UpdateAction: 'AddAction DeleteAction ReplaceAction',
  Article: `AdvertiserContentArticle NewsArticle Report SatiricalArticle ScholarlyArticle SocialMediaPosting
    TechArticle`,
  Book: 'Audiobook SequentialArt',
  Clip: 'MovieClip RadioClip TVClip VideoGameClip',
  Collection: 'ProductCollection',
  ComicStory: 'ComicCoverArt',
  Comment: 'Answer CorrectionComment Question',
  CreativeWorkSeason: 'PodcastSeason RadioSeason TVSeason',
  CreativeWorkSeries: 'BookSeries MovieSeries Periodical PodcastSeries RadioSeries TVSeries VideoGameSeries',
  Credential: 'EducationalOccupationalCredential',
  Dataset: 'DataFeed',
  DefinedTermSet: 'CategoryCodeSet',
  DigitalDocument:
    'NoteDigitalDocument PresentationDigitalDocument SpreadsheetDigitalDocument TextDigitalDocument',
  Episode: 'PodcastEpisode RadioEpisode TVEpisode',
  Game: 'VideoGame',
  HowTo: 'Recipe',
  LearningResource: 'Course Quiz Syllabus',
  Legislation: 'LegislationObject',
  MediaObject: `3DModel AmpStory AudioObject DataDownload ImageObject LegislationObject MusicVideoObject TextObject
    VideoObject`,
  Message: 'EmailMessage',
  MusicPlaylist: 'MusicAlbum MusicRelease',
  PublicationIssue: 'ComicIssue',
  Review: 'ClaimReview CriticReview EmployerReview MediaReview Recommendation UserReview',
  SoftwareApplication: 'MobileApplication OperatingSystem RuntimePlatform VideoGame WebApplication',
  VisualArtwork: 'CoverArt SequentialArt',
  WebContent: 'HealthTopicContent',
  WebPage: `AboutPage CheckoutPage CollectionPage ContactPage FAQPage ItemPage MedicalWebPage ProfilePage QAPage
    RealEstateListing SearchResultsPage`,
  WebPageElement: 'SiteNavigationElement Table WPAdBlock WPFooter WPHeader WPSideBar',
  PublicationEvent: 'BroadcastEvent OnDemandEvent',
  UserInteraction: `UserBlocks UserCheckins UserComments UserDownloads UserLikes UserPageVisits UserPlays
    UserPlusOnes UserTweets`,
  Audience: 'BusinessAudience EducationalAudience MedicalAudience PeopleAudience Researcher',
  BroadcastChannel: 'RadioChannel TelevisionChannel',
  ConstraintNode: 'StatisticalVariable',
  DefinedTerm: 'CategoryCode',
  EducationalOccupationalProgram: 'WorkBasedProgram',
  Enumeration: `AdultOrientedEnumeration BoardingPolicyType BookFormatType BusinessEntityType BusinessFunction
    CarUsageType CertificationStatusEnumeration ContactPointOption DayOfWeek DeliveryMethod
    DigitalDocumentPermissionType DigitalPlatformEnumeration EnergyEfficiencyEnumeration
    EventAttendanceModeEnumeration FulfillmentTypeEnumeration GameAvailabilityEnumeration GamePlayMode GenderType
    GovernmentBenefitsType HealthAspectEnumeration IncentiveQualifiedExpenseType IncentiveStatus IncentiveType
    ItemAvailability ItemListOrderType LegalValueLevel MapCategoryType MeasurementMethodEnum
    MeasurementTypeEnumeration MediaEnumeration MediaManipulationRatingEnumeration MedicalEnumeration
    MerchantReturnEnumeration MusicAlbumProductionType MusicAlbumReleaseType MusicReleaseFormatType NonprofitType
    OfferItemCondition PaymentMethodType PhysicalActivityCategory PriceComponentTypeEnumeration PriceTypeEnumeration
    PurchaseType QualitativeValue RefundTypeEnumeration RestrictedDiet ReturnFeesEnumeration
    ReturnLabelSourceEnumeration ReturnMethodEnumeration RsvpResponseType SizeGroupEnumeration SizeSystemEnumeration
    Specialty StatusEnumeration TierBenefitEnumeration WarrantyScope`,
  Grant: 'MonetaryGrant',
  ItemList: 'BreadcrumbList HowToSection HowToStep OfferCatalog',
  ListItem: 'HowToDirection HowToItem HowToSection HowToStep HowToTip',
  Offer: 'AggregateOffer OfferForLease OfferForPurchase',
  PaymentMethod: 'PaymentCard PaymentService',
  Permit: 'GovernmentPermit',
  Rating: 'AggregateRating EndorsementRating',
  Reservation: `BoatReservation BusReservation EventReservation FlightReservation FoodEstablishmentReservation
    LodgingReservation RentalCarReservation ReservationPackage TaxiReservation TrainReservation`,
  Role: 'LinkRole OrganizationRole PerformanceRole',
  Series: 'CreativeWorkSeries EventSeries',
  Service: `BroadcastService CableOrSatelliteService FinancialProduct FoodService GovernmentService Taxi TaxiService
    WebAPI`,
  StructuredValue: `CDCPMDRecord ContactPoint DatedMoneySpecification DefinedRegion EngineSpecification
    ExchangeRateSpecification GeoCoordinates GeoShape InstantaneousEvent InteractionCounter MonetaryAmount
    NutritionInformation OfferShippingDetails OpeningHoursSpecification OrderItem OwnershipInfo
    PostalCodeRangeSpecification PriceSpecification PropertyValue QuantitativeValue QuantitativeValueDistribution
    RepaymentSpecification ServicePeriod ShippingConditions ShippingDeliveryTime ShippingRateSettings
    ShippingService TypeAndQuantityNode WarrantyPromise`,
  Trip: 'BoatTrip BusTrip Flight TouristTrip TrainTrip',
  AnatomicalStructure: 'Bone BrainStructure Joint Ligament Muscle Nerve Vessel',
  LifestyleModification: 'Diet PhysicalActivity',
  MedicalCondition: 'InfectiousDisease MedicalSignOrSymptom',
  MedicalGuideline: 'MedicalGuidelineContraindication MedicalGuidelineRecommendation',
  MedicalIndication: 'ApprovedIndication PreventionIndication TreatmentIndication',
  MedicalIntangible: 'DDxElement DoseSchedule DrugLegalStatus DrugStrength MedicalCode MedicalConditionStage',
  MedicalProcedure:
    'DiagnosticProcedure PalliativeProcedure PhysicalExam SurgicalProcedure TherapeuticProcedure',
  MedicalRiskEstimator: 'MedicalRiskCalculator MedicalRiskScore',
  MedicalStudy: 'MedicalObservationalStudy MedicalTrial',
  MedicalTest: 'BloodTest ImagingTest MedicalTestPanel PathologyTest',
  Substance: 'DietarySupplement Drug',
  EducationalOrganization: 'CollegeOrUniversity ElementarySchool HighSchool MiddleSchool Preschool School',
  LocalBusiness: `AnimalShelter ArchiveOrganization AutomotiveBusiness ChildCare Dentist DryCleaningOrLaundry
    EmergencyService EmploymentAgency EntertainmentBusiness FinancialService FoodEstablishment GovernmentOffice
    HealthAndBeautyBusiness HomeAndConstructionBusiness InternetCafe LegalService Library LodgingBusiness
    MedicalBusiness ProfessionalService RadioStation RealEstateAgent RecyclingCenter SelfStorage ShoppingCenter
    SportsActivityLocation Store TelevisionStation TouristInformationCenter TravelAgency`,
  MedicalOrganization: 'Dentist DiagnosticLab Hospital MedicalClinic Pharmacy Physician VeterinaryCare',
  OnlineBusiness: 'OnlineStore',
  PerformingGroup: 'DanceGroup MusicGroup TheaterGroup',
  Project: 'FundingAgency ResearchProject',
  SportsOrganization: 'SportsTeam',
  Accommodation: 'Apartment CampingPitch House Room Suite',
  AdministrativeArea: 'City Country SchoolDistrict State',
  CivicStructure: `Airport Aquarium Beach BoatTerminal Bridge BusStation BusStop Campground Cemetery Crematorium
    EducationalOrganization EventVenue FireStation GovernmentBuilding Hospital MovieTheater Museum MusicVenue Park
    ParkingFacility PerformingArtsTheater PlaceOfWorship Playground PoliceStation PublicToilet RVPark StadiumOrArena
    SubwayStation TaxiStand TrainStation Zoo`,
  Landform: 'BodyOfWater Continent Mountain Volcano',
  Residence: 'ApartmentComplex GatedResidenceCommunity',
  Vehicle: 'BusOrCoach Car Motorcycle MotorizedBicycle',
  ChooseAction: 'VoteAction',
  ReactAction: 'AgreeAction DisagreeAction DislikeAction EndorseAction LikeAction WantAction',
  UseAction: 'WearAction',
  CommunicateAction: `AskAction CheckInAction CheckOutAction CommentAction InformAction InviteAction ReplyAction
    ShareAction`,
  AllocateAction: 'AcceptAction AssignAction AuthorizeAction RejectAction',
  PlanAction: 'CancelAction ReserveAction ScheduleAction',
  AddAction: 'InsertAction',
  NewsArticle: `AnalysisNewsArticle AskPublicNewsArticle BackgroundNewsArticle OpinionNewsArticle
    ReportageNewsArticle ReviewNewsArticle`,
  ScholarlyArticle: 'MedicalScholarlyArticle',
  SocialMediaPosting: 'BlogPosting DiscussionForumPosting',
  TechArticle: 'APIReference',
  Periodical: 'ComicSeries Newspaper',
  DataFeed: 'CompleteDataFeed',
  AudioObject: 'AudioObjectSnapshot Audiobook',
  ImageObject: 'Barcode ImageObjectSnapshot',
  VideoObject: 'VideoObjectSnapshot',
  CriticReview: 'ReviewNewsArticle',
  CoverArt: 'ComicCoverArt',
  CollectionPage: 'MediaGallery',
  MedicalAudience: 'Patient',
  PeopleAudience: 'MedicalAudience ParentAudience',
  RadioChannel: 'AMRadioChannel FMRadioChannel',
  CategoryCode: 'MedicalCode',
  EnergyEfficiencyEnumeration: 'EUEnergyEfficiencyEnumeration EnergyStarEnergyEfficiencyEnumeration',
  MeasurementTypeEnumeration: 'BodyMeasurementTypeEnumeration WearableMeasurementTypeEnumeration',
  MediaEnumeration: 'IPTCDigitalSourceEnumeration',
  MedicalEnumeration: `DrugCostCategory DrugPregnancyCategory DrugPrescriptionStatus InfectiousAgentClass
    MedicalAudienceType MedicalDevicePurpose MedicalEvidenceLevel MedicalImagingTechnique
    MedicalObservationalStudyDesign MedicalProcedureType MedicalSpecialty MedicalStudyStatus MedicalTrialDesign
    MedicineSystem PhysicalExam`,
  NonprofitType: 'DENonprofitType ITNonprofitType NLNonprofitType UKNonprofitType USNonprofitType',
  QualitativeValue: 'BedType DriveWheelConfigurationValue SizeSpecification SteeringPositionValue',
  SizeGroupEnumeration: 'WearableSizeGroupEnumeration',
  SizeSystemEnumeration: 'WearableSizeSystemEnumeration',
  Specialty: 'MedicalSpecialty',
  StatusEnumeration: `ActionStatusType EventStatusType GameServerStatus LegalForceStatus OrderStatus
    PaymentStatusType ReservationStatusType`,
  HowToItem: 'HowToSupply HowToTool',
  PaymentCard: 'CreditCard',
  AggregateRating: 'EmployerAggregateRating',
  OrganizationRole: 'EmployeeRole',
  BroadcastService: 'RadioBroadcastService',
  FinancialProduct: `BankAccount CurrencyConversionService InvestmentOrDeposit LoanOrCredit PaymentCard
    PaymentService`,
  ContactPoint: 'PostalAddress',
  GeoShape: 'GeoCircle',
  InstantaneousEvent: 'Error',
  PriceSpecification: `CompoundPriceSpecification DeliveryChargeSpecification PaymentChargeSpecification
    UnitPriceSpecification`,
  PropertyValue: 'LocationFeatureSpecification',
  QuantitativeValue: 'Observation',
  QuantitativeValueDistribution: 'MonetaryAmountDistribution',
  Vessel: 'Artery LymphaticVessel Vein',
  PhysicalActivity: 'ExercisePlan',
  MedicalSignOrSymptom: 'MedicalSign MedicalSymptom',
  DoseSchedule: 'MaximumDoseSchedule RecommendedDoseSchedule ReportedDoseSchedule',
  TherapeuticProcedure: 'MedicalTherapy PsychologicalTreatment',
  AutomotiveBusiness: `AutoBodyShop AutoDealer AutoPartsStore AutoRental AutoRepair AutoWash GasStation
    MotorcycleDealer MotorcycleRepair`,
  EmergencyService: 'FireStation Hospital PoliceStation',
  EntertainmentBusiness:
    'AdultEntertainment AmusementPark ArtGallery Casino ComedyClub MovieTheater NightClub',
  FinancialService: 'AccountingService AutomatedTeller BankOrCreditUnion InsuranceAgency',
  FoodEstablishment: `Bakery BarOrPub Brewery CafeOrCoffeeShop Distillery FastFoodRestaurant IceCreamShop Restaurant
    Winery`,
  GovernmentOffice: 'PostOffice',
  HealthAndBeautyBusiness: 'BeautySalon DaySpa HairSalon HealthClub NailSalon TattooParlor',
  HomeAndConstructionBusiness: `Electrician GeneralContractor HVACBusiness HousePainter Locksmith MovingCompany
    Plumber RoofingContractor`,
  LegalService: 'Attorney Notary',
  LodgingBusiness: 'BedAndBreakfast Campground Hostel Hotel Motel Resort VacationRental',
  MedicalBusiness: `CommunityHealth Dentist Dermatology DietNutrition Emergency Geriatric Gynecologic MedicalClinic
    Midwifery Nursing Obstetric Oncologic Optician Optometric Otolaryngologic Pediatric Pharmacy Physician
    Physiotherapy PlasticSurgery Podiatric PrimaryCare Psychiatric PublicHealth`,
  SportsActivityLocation: `BowlingAlley ExerciseGym GolfCourse HealthClub PublicSwimmingPool SkiResort SportsClub
    StadiumOrArena TennisComplex`,
  Store: `AutoPartsStore BikeStore BookStore ClothingStore ComputerStore ConvenienceStore DepartmentStore
    ElectronicsStore Florist FurnitureStore GardenStore GroceryStore HardwareStore HobbyShop HomeGoodsStore
    JewelryStore LiquorStore MensClothingStore MobilePhoneStore MovieRentalStore MusicStore OfficeEquipmentStore
    OutletStore PawnShop PetStore ShoeStore SportingGoodsStore TireShop ToyStore WholesaleStore`,
  MedicalClinic: 'CovidTestingFacility',
  Physician: 'IndividualPhysician PhysiciansOffice',
  OnlineStore: 'OnlineMarketplace',
  House: 'SingleFamilyResidence',
  Room: 'HotelRoom MeetingRoom',
  GovernmentBuilding: 'CityHall Courthouse DefenceEstablishment Embassy LegislativeBuilding',
  PlaceOfWorship: 'BuddhistTemple Church HinduTemple Mosque Synagogue',
  BodyOfWater:
    'Canal LakeBodyOfWater OceanBodyOfWater Pond Reservoir RiverBodyOfWater SeaBodyOfWater Waterfall',
  InformAction: 'ConfirmAction RsvpAction',
  InsertAction: 'AppendAction PrependAction',
  BlogPosting: 'LiveBlogPosting',
  MediaGallery: 'ImageGallery VideoGallery',
  BankAccount: 'DepositAccount',
  InvestmentOrDeposit: 'BrokerageAccount DepositAccount InvestmentFund',
  LoanOrCredit: 'CreditCard MortgageLoan',
  MedicalSign: 'VitalSign',
  MedicalTherapy:
    'OccupationalTherapy PalliativeProcedure PhysicalTherapy RadiationTherapy RespiratoryTherapy',
  Resort: 'SkiResort',
  Church: 'CatholicChurch',
};

/** Each type → its parents, in the order of `SUBTYPES` (nearer the root first). */
const PARENTS = new Map<string, string[]>();
for (const [parent, children] of Object.entries(SUBTYPES)) {
  for (const child of children.split(/\s+/)) {
    const parents = PARENTS.get(child);
    if (parents) parents.push(parent);
    else PARENTS.set(child, [parent]);
  }
}

/** Ancestors of a type including itself, nearest first (breadth-first over multiple parents). */
const lineages = new Map<string, readonly string[]>();

/**
 * The type and its ancestors, nearest first.
 *
 * @example
 * ```ts
 * lineage('Plumber'); // ['Plumber', 'HomeAndConstructionBusiness', 'LocalBusiness', 'Organization', 'Place', 'Thing']
 * ```
 */
export function lineage(type: string): readonly string[] {
  const known = lineages.get(type);
  if (known) return known;
  const out = [type];
  for (let i = 0; i < out.length && i < 32; i++) {
    for (const parent of PARENTS.get(out[i]!) ?? []) if (!out.includes(parent)) out.push(parent);
  }
  if (lineages.size < 5000) lineages.set(type, out);
  return out;
}

/**
 * True when `type` is `ancestor` or one of its subtypes.
 *
 * @example
 * ```ts
 * isA('Hospital', 'Organization'); // true
 * isA('Organization', 'Hospital'); // false
 * ```
 */
export function isA(type: string, ancestor: string): boolean {
  return type === ancestor || lineage(type).includes(ancestor);
}

/** True when any of `types` is any of `ancestors` (or a subtype). */
export function isAnyOf(types: readonly string[], ancestors: readonly string[]): boolean {
  return types.some((t) => ancestors.some((a) => isA(t, a)));
}

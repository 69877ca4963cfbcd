/// The format's typed vocabulary (kinds, property names, enums, devices, size classes,
/// geometry) is part of what the model offers: whoever reads a model reads its words.
@_exported import StackVocabulary

extension UInt8 {
    /// The value of this byte as a hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`), or nil.
    /// One reading of hex digits for string escapes, colours, JSON and percent-encoding.
    public var hexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return self - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

// The platform's C library, chosen once: glibc, musl (the static Linux SDK) or Darwin.
// Modules that call the system directly import this module instead of repeating the choice;
// it re-exports the library, so `open`, `stat`, `write` and the rest read as they did.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif

/// `read(2)`, under a name that a type's own `read` members do not shadow.
@inlinable
public func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

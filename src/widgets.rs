//! Small controls shared by the screens.

use leptos::prelude::*;

/// A labelled checkbox bound to a setting.
#[component]
pub fn Toggle(
    /// The setting.
    value: RwSignal<bool>,
    /// What it does, in words (also its accessible name).
    label: &'static str,
) -> impl IntoView {
    view! {
        <label class="toggle">
            <input
                type="checkbox"
                prop:checked=move || value.get()
                on:change=move |e| value.set(event_target_checked(&e))
            />
            {label}
        </label>
    }
}
